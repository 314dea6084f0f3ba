// Completes package-lock.json with the platform packages this machine's npm registry does not
// serve (macOS, Windows, Android, BSD builds of native tools such as esbuild, rollup,
// lightningcss and Tailwind's oxide). npm writes a lock without them here, and `npm ci` then
// refuses that lock as "out of sync". Each added entry carries the `os`/`cpu` its name states,
// so npm skips it on this platform without fetching anything. Run by `postinstall`; idempotent.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
let lock;
try {
  lock = JSON.parse(readFileSync(lockPath, 'utf8'));
} catch {
  process.exit(0); // no lock yet (or not ours to fix)
}

const osNames = ['darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'android', 'sunos', 'aix', 'openharmony'];
const cpuNames = ['x64', 'arm64', 'arm', 'ia32', 'riscv64', 'ppc64', 's390x', 'loong64', 'mips64el', 'wasm32', 'universal'];

/** The os/cpu (and libc) a platform package's name states, e.g. `@esbuild/darwin-arm64`. */
function platformOf(name) {
  const base = name.split('/').pop() ?? name;
  const parts = base.split('-');
  const os = osNames.find((candidate) => parts.includes(candidate));
  let cpu = cpuNames.find((candidate) => parts.includes(candidate));
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  if (!os) return null;
  if (cpu === 'universal') cpu = undefined;
  const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') || parts.includes('gnueabihf') ? ['glibc'] : undefined;
  return { os: [os], ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

/** Where Node would find `dep` from the package at `path`, walking up node_modules folders. */
function resolvedEntry(path, dep) {
  let base = path;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${dep}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return null;
    const index = base.lastIndexOf('node_modules/');
    base = index <= 0 ? '' : base.slice(0, index - 1);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvedEntry(path, dep)) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    const topLevel = `node_modules/${dep}`;
    const target = lock.packages[topLevel] ? `${path}/node_modules/${dep}` : topLevel;
    lock.packages[target] = {
      version: range,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: added ${added} platform packages this registry does not serve`);
}
