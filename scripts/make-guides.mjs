// Generates the free PDF guides from their Markdown text:
//
//   core/content/guides/sis-i-get-it.md         -> public/books/sis-i-get-it.pdf
//   core/content/guides/am-i-living-in-save.md  -> public/books/am-i-living-in-save.pdf
//   and each Spanish twin beside them: <name>.es.md -> public/books/<name>.es.pdf
//
// Rerun with:   npm run guides   (or: node scripts/make-guides.mjs)
// Plain Node and pdf-lib with the standard PDF fonts: no network, no system fonts, no browser.
// The output depends only on the text, core/constants.ts and core/site-config(-shared).ts and locales/es/core/site-config.ts, so rerunning
// gives byte-identical files; scripts/make-guides.test.ts fails if the committed PDFs drift.
// The Markdown format is described in core/content/guides/README.md; anything outside it stops
// the script with the file and line.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { ROOT, makeGuides } from './guides/make.mjs';

export { buildGuide, makeGuide, makeGuides } from './guides/make.mjs';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    for (const result of await makeGuides()) {
      const pages = (await PDFDocument.load(readFileSync(result.outputPath))).getPageCount();
      console.log(
        `${relative(ROOT, result.outputPath)}: "${result.title}", ${pages} pages, ${result.words} words, ${Math.round(result.bytes / 1024)} KB`,
      );
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
