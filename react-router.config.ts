import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './core/routes';

export default {
  appDirectory: 'app',
  ssr: false,
  // Every page is rendered to HTML at build time; `/404` renders the catch-all route,
  // which the server sends with status 404 for unknown paths.
  prerender: [...prerenderPaths, '/404'],
} satisfies Config;
