/**
 * The memorial page (SPEC.md §2 "/in-memory-{name}"): which of its texts the site's subject takes,
 * and her name filled in (docs/decisions/0036). Words-free: the words are
 * core/content/memorial.ts's (the Spanish build swaps in its twin).
 */
import { type MemorialContent, memorialTexts } from './content/memorial';
import type { Translation } from './i18n';
import { formatMessage } from './message-format';
import { siteConfig } from './site-config';

export type MemorialSubject = { subject: string };

/** Any language's memorial texts (this build's by default). */
type MemorialTexts = Translation<typeof memorialTexts>;

/**
 * REVIEW (owner): SPEC.md shows a video on this page. We have none, and a third-party video
 * would send a request to another site from a survivor's browser, so the page shows a calm
 * candle instead. An owner's own video (a file under public/media, with captions) would go
 * here; set its path and caption file when there is one.
 */
export const memorialVideo: { src: string; captions: string } | null = null;

/** Whether the subject is all our sisters (the default memorial) rather than one named woman. */
export function isCollectiveMemorial({ subject }: MemorialSubject, texts: MemorialTexts = memorialTexts): boolean {
  return subject.trim().toLowerCase() === texts.collectiveSubject.toLowerCase();
}

/** The memorial's words for a subject: all our sisters, or one named woman, her name as given. */
export function memorialContentFor(config: MemorialSubject, texts: MemorialTexts = memorialTexts): MemorialContent {
  const own = isCollectiveMemorial(config, texts) ? texts.collective : texts.named;
  // A name is a value, never read as ICU: braces or quotes in it show as written.
  const fill = (message: string) => formatMessage(message, { name: config.subject.trim() });
  return {
    eyebrow: fill(own.eyebrow),
    title: fill(own.title),
    intro: fill(own.intro),
    gentleNote: texts.gentleNote,
    hotlinesLinkLabel: texts.hotlinesLinkLabel,
    story: { title: fill(own.story.title), paragraphs: own.story.paragraphs.map(fill) },
    warningSigns: { ...texts.warningSigns, signs: [...texts.warningSigns.signs] },
    justice: { title: texts.justice.title, intro: fill(own.justiceIntro), points: [...texts.justice.points, fill(own.remembered)] },
    actions: { ...texts.actions, links: texts.actions.links.map((link) => ({ ...link, variant: link.variant === 'default' ? 'default' : 'outline' })) },
    hotlines: { ...texts.hotlines },
  };
}

/** The memorial as the site is configured (core/site-config.ts). */
export const memorialContent: MemorialContent = memorialContentFor(siteConfig.memorial);
