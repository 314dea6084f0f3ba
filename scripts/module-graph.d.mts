// Types for module-graph.mjs (the project's TypeScript does not read JS).
export type ImportGraph = Map<string, { static: string[]; dynamic: string[] }>;
export declare function readImportGraph(clientDir: string): ImportGraph;
export declare function evaluationOrder(graph: ImportGraph, roots: string[]): string[];
