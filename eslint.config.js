// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { textModules, textsAreData } from './scripts/eslint/texts-are-data.mjs';

// One direction of imports (DESIGN.md "Conventions"): core imports nothing of ours; app and
// server import core and never each other; a feature never imports another feature.
const features = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const root = new URL('.', import.meta.url).pathname;

// Texts are data (ADR 0036): text modules that still hold functions, until issue 30 converts them.
// Each leaves this list when its logic has moved to a words-free module; the list only shrinks.
// Named by the English module; its twin (beside it or under locales/) is left out with it.
const textsStillHoldingLogic = [
  // Empty: every text module is data (docs/decisions/0036). Keep it empty.
].flatMap((file) => [file, file.replace(/\.ts$/, '.es.ts'), `locales/*/${file}`]);

const noServer = { group: ['**/server/**', '~server/**'], message: 'app must not import server code; share it through core.' };
const noApp = { group: ['~/*', '**/app/**'], message: 'server and core must not import app code; share it through core.' };

export default tseslint.config(
  { ignores: ['build/**', 'build-*/**', '.astro/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', 'public/**', 'locales/qps-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [noServer] }],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApp,
            { group: ['**/server/**', '@core/*'], message: 'core imports nothing of ours but core itself (relatively).' },
            { group: ['react', 'react-dom', 'astro', 'fastify', 'drizzle-orm', 'drizzle-orm/*'], message: 'core is framework-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApp] }] },
  },
  {
    // A language's twins (locales/<code>/..., docs/decisions/0035) are core in another language:
    // they import core through @core (and each other relatively), nothing of app or server.
    files: ['locales/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApp,
            { group: ['**/server/**'], message: 'a language folder imports only core (through @core) and its own twins.' },
            { group: ['react', 'react-dom', 'astro', 'fastify', 'drizzle-orm', 'drizzle-orm/*'], message: 'texts are framework-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['locales/**/*.ts', ...textModules(root)],
    ignores: ['**/*.test.ts', ...textsStillHoldingLogic],
    plugins: { texts: textsAreData(root) },
    rules: { 'texts/no-logic': 'error' },
  },
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            {
              group: ['~/features/*', `!~/features/${feature}`, `!~/features/${feature}/**`, '../../features/*'],
              message: 'A feature never imports another feature: compose them in the route module.',
            },
            { group: ['~/routes/*'], message: 'Features do not import route modules.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['app/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noServer, { group: ['~/features/*', '~/routes/*'], message: 'UI primitives know nothing of features.' }] },
      ],
    },
  },
);
