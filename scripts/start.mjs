// `npm start`: builds the site first if there is no build, then runs the server in this same
// process, so signals reach it directly. The server runs from its bundle (build/server/main.mjs,
// made by scripts/build-server.mjs), re-made first when a source of server/ or core/ is newer:
// plain Node starts faster and uses less memory than the TypeScript loader (docs/decisions/0040).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleServer, serverBundleIsStale, serverBundlePath } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Relative CLIENT_DIR / BUILD_DIR are taken from the project folder; the server needs an absolute path.
const clientDir = resolve(
  root,
  process.env.CLIENT_DIR ?? (process.env.BUILD_DIR ? `${process.env.BUILD_DIR}/client` : 'build/client'),
);
process.env.CLIENT_DIR = clientDir;

if (!existsSync(`${clientDir}/index.html`)) {
  console.log('No build found: running `npm run build` first (this takes a minute).');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the messages above. The server was not started.');
    process.exit(result.status ?? 1);
  }
}

const serverBundle = serverBundlePath();
if (await serverBundleIsStale(serverBundle)) await bundleServer(serverBundle);
await import(pathToFileURL(serverBundle).href);
