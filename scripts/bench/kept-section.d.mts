// Types for kept-section.mjs, for its test (the project's TypeScript does not read JS).
export declare const KEPT_HEADING: string;
export declare function keptSection(previous: string): string;
export declare function withKeptSection(report: string, previous: string): string;
