// Types for defer-hydration.mjs, for its test (the project's TypeScript does not read JS).
export type ImportGraph = Map<string, { static: string[]; dynamic: string[] }>;
export declare function deferModuleScript(body: string, options?: { graph?: ImportGraph; preloads?: string[] }): string;
export declare function deferHydration(html: string, graph?: ImportGraph): string;
