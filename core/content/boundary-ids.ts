/**
 * What names the boundary scripts' behaviours and tones, the same in every language: their ids,
 * the default tone, the placeholder each template holds, and the checks on an id. The words live
 * in ./boundary-scripts.ts and its Spanish twin, which both take these from here (so the twin
 * never loads the English words).
 */
export const SITUATION_PLACEHOLDER = '{situation}';

export const boundaryToneIds = ['simple', 'firm', 'exit'] as const;
export type BoundaryTone = (typeof boundaryToneIds)[number];

export const DEFAULT_TONE: BoundaryTone = 'firm';

export const boundaryBehaviorIds = [
  'gaslighting',
  'negging',
  'stonewalling',
  'victim-playing',
  'deflection',
  'love-bombing',
  'triangulation',
  'future-faking',
] as const;
export type BoundaryBehaviorId = (typeof boundaryBehaviorIds)[number];

export function isBoundaryTone(value: unknown): value is BoundaryTone {
  return typeof value === 'string' && (boundaryToneIds as readonly string[]).includes(value);
}

export function isBoundaryBehaviorId(value: unknown): value is BoundaryBehaviorId {
  return typeof value === 'string' && (boundaryBehaviorIds as readonly string[]).includes(value);
}
