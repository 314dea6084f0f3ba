// @ts-check
/**
 * Texts are data (docs/decisions/0036-texts-are-data.md): a text module (every file under
 * locales/, every Spanish twin `x.es.ts`, and every English module that has a twin) holds typed
 * text objects and nothing else. The ESLint rule `texts/no-logic` fails on a function, an arrow,
 * a class, a dynamic import, or an import of anything but types, other text modules and the
 * words-free facts modules below. Logic lives once in words-free modules that take the texts as
 * arguments; a text with parameters or plurals is an ICU message (core/message-format.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Words-free modules of facts (ids, numbers, links) that text modules of every language share. */
const FACTS_MODULES = [
  'core/constants.ts',
  // The languages' one line each (docs/decisions/0035): each language's `locale` text is its line.
  'core/languages.ts',
  'core/site-config-shared.ts',
  'core/content/assessment-risk-levels.ts',
  'core/content/intro-media.ts',
  'core/content/business-directory-data.ts',
  'core/content/community-data.ts',
  'core/content/statistics-data.ts',
];

/** Every .ts file under a folder (relative to root, with forward slashes), tests left out. */
function tsFiles(root, folder) {
  const start = path.join(root, folder);
  if (!existsSync(start)) return [];
  return readdirSync(start, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * The text modules of the site, relative to root: the English module of each twin (whether the
 * twin sits beside it as `x.es.ts` or in `locales/<language>/<same path>`), and the twins.
 */
export function textModules(root) {
  const twinsBeside = ['core', 'app', 'server'].flatMap((folder) => tsFiles(root, folder)).filter((file) => file.endsWith('.es.ts'));
  const inLocales = tsFiles(root, 'locales');
  const english = new Set([
    ...twinsBeside.map((file) => file.replace(/\.es\.ts$/, '.ts')),
    ...inLocales.map((file) => file.split('/').slice(2).join('/')),
  ]);
  return [...english].filter((file) => existsSync(path.join(root, file))).concat(twinsBeside, inLocales).sort();
}

/** What a text module may import beyond types: text modules and facts modules. */
export function dataModules(root) {
  return new Set([...textModules(root), ...FACTS_MODULES].map((file) => path.join(root, file)));
}

/** The file an import names (relative, or through the `@core/` and `~/` aliases), without extension. */
function resolveSource(root, importer, source) {
  const aliased = source.startsWith('@core/') ? path.join(root, 'core', source.slice(6)) : source.startsWith('~/') ? path.join(root, 'app', source.slice(2)) : null;
  if (aliased) return aliased.replace(/\.(ts|js|mjs)$/, '');
  return source.startsWith('.') ? path.resolve(path.dirname(importer), source).replace(/\.(ts|js|mjs)$/, '') : null;
}

const LOGIC = 'A text module holds texts, not logic: move this into a words-free module that takes the texts as arguments, and write a text with parameters as an ICU message (docs/decisions/0036-texts-are-data.md).';

/** @param {string} root @returns {import('eslint').ESLint.Plugin} */
export function textsAreData(root) {
  const allowed = dataModules(root);
  const isTypeOnly = (node) =>
    node.importKind === 'type' ||
    node.exportKind === 'type' ||
    (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));
  return {
    rules: {
      'no-logic': {
        meta: {
          type: 'problem',
          docs: { description: 'Text modules hold typed text objects: no functions, classes or imports of logic.' },
          schema: [],
          messages: {
            logic: LOGIC,
            dynamicImport: 'A text module never loads code (move this into a words-free module; ADR 0036).',
            importLogic: 'A text module imports only types, other text modules and the facts modules (scripts/eslint/texts-are-data.mjs): "{{source}}" is none of these (ADR 0036).',
          },
        },
        create(context) {
          const checkSource = (node) => {
            if (!node.source || isTypeOnly(node)) return;
            const source = String(node.source.value);
            const resolved = resolveSource(root, context.filename, source);
            if (resolved && allowed.has(`${resolved}.ts`)) return;
            context.report({ node, messageId: 'importLogic', data: { source } });
          };
          const logic = (node) => context.report({ node, messageId: 'logic' });
          return {
            FunctionDeclaration: logic,
            FunctionExpression: logic,
            ArrowFunctionExpression: logic,
            ClassDeclaration: logic,
            ClassExpression: logic,
            ImportExpression: (node) => context.report({ node, messageId: 'dynamicImport' }),
            ImportDeclaration: checkSource,
            ExportNamedDeclaration: checkSource,
            ExportAllDeclaration: checkSource,
          };
        },
      },
    },
  };
}
