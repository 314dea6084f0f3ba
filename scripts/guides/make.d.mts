// Types for make.mjs, for scripts/make-guides.test.ts (the project's TypeScript does not read JS).
import type { Guide } from './parse.mjs';

export declare const ROOT: string;
export declare const SOURCE_DIR: string;
export declare const OUTPUT_DIR: string;
export declare const GUIDE_SLUGS: readonly string[];
export declare const GUIDE_LOCALES: readonly ('en' | 'es')[];
/** A guide's Markdown and PDF file names in a language: x.md/x.pdf, x.es.md/x.es.pdf. */
export declare function guideFiles(slug: string, locale: 'en' | 'es'): { source: string; output: string };
export declare const EDITION_DATE: Date;

export interface SiteValues {
  siteName: string;
  tagline: string;
  siteHost: string;
  help: { emergency: string; hotline: string; hotlineText: string };
  crisisNumbers: string[];
}
export declare function readSiteValues(root?: string, locale?: 'en' | 'es'): SiteValues;

/** Builds one guide's PDF in memory. */
export declare function buildGuide(inputPath: string): Promise<{ guide: Guide; words: number; bytes: Uint8Array }>;

export interface MadeGuide {
  title: string;
  words: number;
  bytes: number;
  outputPath: string;
}
/** Builds one guide from its Markdown file and writes the PDF to outputPath. */
export declare function makeGuide(inputPath: string, outputPath: string): Promise<MadeGuide>;
/** Builds every guide into outputDir (public/books by default). */
export declare function makeGuides(outputDir?: string): Promise<MadeGuide[]>;
