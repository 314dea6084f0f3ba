import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './core/routes';

export default {
  appDirectory: 'app',
  ssr: false,
  // BUILD_DIR lets parallel builds (several people testing at once) stay apart.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Every page is rendered to HTML at build time; `/404` renders the catch-all route,
  // which the server sends with status 404 for unknown paths. `/admin` is the console's frame
  // (drawn in the browser; not in the public page list).
  prerender: [...prerenderPaths, '/admin', '/404'],
} satisfies Config;
