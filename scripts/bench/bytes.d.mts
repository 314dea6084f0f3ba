// Types for bytes.mjs, for its test (the project's TypeScript does not read JS).
export type ImportGraph = Map<string, { static: string[]; dynamic: string[] }>;
export type Reach = { all: Set<string>; dynamicOnly: Set<string> };
export type BuildGraph = { graph: ImportGraph; buildFiles: Set<string>; entriesByPath: Map<string, string[]>; allowedByPath: Map<string, Reach> };
export type ChunkCheck = { unknownPage: boolean; foreign: { file: string; usedBy: string[] }[]; lazy: string[] };
export type Sizes = { raw: number; br: number; gzip: number };
export type PageBytes = {
  totals: Record<'html' | 'css' | 'js', Sizes>;
  files: ({ path: string; kind: 'html' | 'css' | 'js' } & Sizes)[];
};

export declare function pagePathOf(htmlUrlPath: string): string;
export declare function importsOf(source: string, fromPath: string, buildFiles: Set<string>): { static: string[]; dynamic: string[] };
export declare function pageEntries(html: string, pagePath: string, buildFiles?: Set<string>): string[];
export declare function readImportGraph(clientDir: string): { graph: ImportGraph; buildFiles: Set<string> };
export declare function reachable(graph: ImportGraph, starts: string[]): Reach;
export declare function readBuildGraph(clientDir: string): BuildGraph;
export declare function checkChunks(buildGraph: BuildGraph, pagePath: string, loadedPaths: string[]): ChunkCheck;
export declare function sentBytes(clientDir: string, urlPath: string): Sizes | undefined;
export declare function reachableJsBytes(clientDir: string, buildGraph: BuildGraph, pagePath: string): number | undefined;
export declare function pageBytes(clientDir: string, origin: string, records: { url: string; resourceType?: string }[]): PageBytes;
