import { CalendarHeart, HeartPulse, LifeBuoy, NotebookPen, Route, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ToolCardId } from '@core/content/tools-catalog';

/** The icon of each tool card (core/content/tools-catalog.ts holds the words). */
export const toolIcons: Record<ToolCardId, LucideIcon> = {
  affirmations: CalendarHeart,
  'boundary-scripts': ShieldCheck,
  journal: NotebookPen,
  'exit-plan': Route,
  'symptom-tracker': HeartPulse,
  'crisis-support': LifeBuoy,
};
