import type { LucideIcon } from 'lucide-react';
import { Compass, FileDown, MessageCircleHeart } from 'lucide-react';
import type { ResourceType } from '@core/constants';
import type { Resource } from '@core/contracts/resources';
import { resourceTypeLabels, seedResources } from '@core/content/resources';

/** What one card needs. `id` is null for a card drawn from the built-in list (nothing to count). */
export type ResourceCardModel = {
  key: string;
  id: number | null;
  title: string;
  description: string;
  type: ResourceType;
  url: string | null;
};

/** The icon and colour of each type (SPEC.md §3 Resource: icon and color are the client's). */
export const resourceTypeStyles: Record<ResourceType, { icon: LucideIcon; label: string; chip: string }> = {
  download: { icon: FileDown, label: resourceTypeLabels.download, chip: 'bg-blush text-primary' },
  coaching: { icon: MessageCircleHeart, label: resourceTypeLabels.coaching, chip: 'bg-lavender text-primary' },
  other: { icon: Compass, label: resourceTypeLabels.other, chip: 'bg-peach text-primary' },
};

export function fromResource(resource: Resource): ResourceCardModel {
  return {
    key: `resource-${resource.id}`,
    id: resource.id,
    title: resource.title,
    description: resource.description,
    type: resource.type,
    url: resource.url,
  };
}

const builtIn: ResourceCardModel[] = seedResources.map((resource, index) => ({
  key: `built-in-${index}`,
  id: null,
  ...resource,
}));

/**
 * Shown in the prerendered page and until the list arrives: the library the site starts with.
 * The guides are plain links to the PDFs, so they work before (or without) JavaScript.
 */
export const initialResourceCards: readonly ResourceCardModel[] = builtIn;

/**
 * SPEC.md §3's fallback of three, shown when the list is empty or cannot be loaded: the two
 * guides (files that ship with the site) and the free consultation (the booking dialog), which
 * work whatever the database holds.
 */
export const fallbackResourceCards: readonly ResourceCardModel[] = builtIn.filter(
  (card) => card.type === 'download' || card.type === 'coaching',
);

/** True for an address on this site ('/assessment'), false for another site's. */
export function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
