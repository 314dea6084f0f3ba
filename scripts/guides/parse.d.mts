// Types for parse.mjs, for scripts/make-guides.test.ts (the project's TypeScript does not read JS).

export type BlockType = 'h2' | 'h3' | 'p' | 'bullet' | 'check';
export interface Block {
  type: BlockType;
  text: string;
  /** 1-based line in the Markdown file */
  line: number;
}
export interface Guide {
  title: string;
  subtitle: string;
  blocks: Block[];
}

export declare class GuideSyntaxError extends Error {
  file: string;
  line: number;
  constructor(file: string, line: number, message: string);
}
/** Parses a guide in the strict Markdown subset of core/content/guides/README.md; throws "file:line: why" otherwise. */
export declare function parseGuide(source: string, file?: string): Guide;
export declare function countWords(text: string): number;
