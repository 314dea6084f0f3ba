// After the Spanish `astro build` (SITE_LOCALE=es into BUILD_DIR/client-es): its pages go under
// BUILD_DIR/client/es/ (the same paths after the prefix) and its hashed scripts and styles join
// the English ones in /assets (a file both builds made is the same file: one copy, cached once
// for both languages). The public files it copied again are dropped. The coach's console stays
// English: no /es/admin. See docs/decisions/0024-two-languages.md.
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES_BUILT_SEPARATELY, ENGLISH_ONLY_PAGES } from './locale-build-config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildDir = join(root, process.env.BUILD_DIR ?? 'build');
const clientDir = join(buildDir, 'client');

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

const sameFile = async (a, b) => Buffer.compare(await readFile(a), await readFile(b)) === 0;
const exists = (path) => readFile(path).then(() => true, () => false);

for (const locale of LOCALES_BUILT_SEPARATELY) {
  const sourceDir = join(buildDir, `client-${locale}`);
  let pages = 0;
  let assets = 0;
  for await (const file of files(sourceDir)) {
    const path = relative(sourceDir, file);
    const top = path.split('/')[0];
    let target;
    if (path.endsWith('.html')) {
      if (ENGLISH_ONLY_PAGES.includes(top.replace(/\.html$/, ''))) continue;
      target = join(clientDir, locale, path);
      pages += 1;
    } else if (top === 'assets') {
      target = join(clientDir, path);
      if (await exists(target)) {
        if (!(await sameFile(file, target))) throw new Error(`${path}: the ${locale} build made a different file under the same hashed name`);
        continue;
      }
      assets += 1;
    } else {
      // A public file (favicon, guides, media): already in the English build.
      if (!(await exists(join(clientDir, path)))) throw new Error(`${path}: only the ${locale} build has it; where does it belong?`);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await copyFile(file, target);
  }
  await rm(sourceDir, { recursive: true, force: true });
  console.log(`${locale}: ${pages} pages under /${locale}, ${assets} files of its own in /assets`);
}
