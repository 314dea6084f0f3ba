// Bundles the server (server/main.ts and the core modules it uses) into one ESM file,
// build/server/main.mjs, that `npm start` runs with plain Node. Running the TypeScript through
// tsx at every start cost ~0.5 s of start-up and ~70-80 MB of resident memory (the loader, its
// esbuild helper process and the transpiled sources); see docs/decisions/0040.
//
// Packages stay in node_modules (not bundled). Each source's `import.meta.url` is replaced by
// that source's own file URL, so paths the server resolves from it (the migrations folder, the
// default client build) are the same as when it runs from the sources.
//
//   node scripts/build-server.mjs      (part of `npm run build`; BUILD_DIR is honoured)
import { mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['server', 'core', 'locales'];

/** Where the bundle goes for a build directory (default build/). */
export function serverBundlePath(buildDir = process.env.BUILD_DIR ?? 'build') {
  return join(root, buildDir, 'server', 'main.mjs');
}

/** Writes the bundle (whole: written aside, then renamed into place); resolves once it is on disk. */
export async function bundleServer(outfile = serverBundlePath()) {
  const result = await build({
    write: false,
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@core': './core' },
    logLevel: 'warning',
    legalComments: 'none',
    banner: { js: '// Built by scripts/build-server.mjs from server/ and core/: do not edit.' },
    plugins: [
      {
        // server/texts.ts imports each language's twins by a path with the code in it, which
        // esbuild bundles as every folder that matches; the test-only pseudo-locales' folders
        // (generated, git-ignored: docs/decisions/0035) are never part of a production server.
        name: 'no-pseudo-locales',
        setup(pluginBuild) {
          pluginBuild.onLoad({ filter: /[\\/]locales[\\/]qps-[^\\/]+[\\/]/ }, (args) => ({
            contents: `throw new Error(${JSON.stringify(`${args.path.replace(root, '')}: a pseudo-locale is built only by its tests`)});`,
            loader: 'js',
          }));
        },
      },
      {
        name: 'keep-import-meta-url',
        setup(pluginBuild) {
          pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
            const source = await readFile(args.path, 'utf8');
            return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
          });
        },
      },
    ],
  });
  const [output] = result.outputFiles;
  const temporary = `${outfile}.${process.pid}.tmp`;
  await mkdir(dirname(outfile), { recursive: true });
  await writeFile(temporary, output.contents);
  await rename(temporary, outfile);
  return outfile;
}

async function newestSourceMtime(dir) {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|sql|json)$/.test(entry.name) || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/** True when the bundle is missing or older than a source of server/ or core/ (or a migration). */
export async function serverBundleIsStale(outfile = serverBundlePath()) {
  let built;
  try {
    built = (await stat(outfile)).mtimeMs;
  } catch {
    return true;
  }
  for (const dir of SOURCE_DIRS) {
    if ((await newestSourceMtime(join(root, dir))) > built) return true;
  }
  return false;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const outfile = await bundleServer();
  console.log(`build-server: ${outfile.replace(root, '')} in ${Math.round(performance.now() - started)} ms`);
}
