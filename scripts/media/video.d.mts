// Types for video.mjs, for scripts/make-media.test.ts (the project's TypeScript does not read JS).
type Span = readonly [from: number, to: number];
export declare const VIDEO: { size: number; fps: number; seconds: number };
export declare const CUES: {
  glowIn: Span;
  heartIn: Span;
  sunRise: Span;
  title: Span;
  tagline: Span;
  fadeOut: Span;
  poster: number;
};
