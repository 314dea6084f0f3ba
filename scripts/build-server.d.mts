// Types for build-server.mjs, for the tests that run the bundled server (the project's TypeScript does not read JS).
export declare function serverBundlePath(buildDir?: string): string;
export declare function bundleServer(outfile?: string): Promise<string>;
export declare function serverBundleIsStale(outfile?: string): Promise<boolean>;
