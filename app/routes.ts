import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { pages } from '../core/routes';

// One module per page of SPEC.md §2 (listed in core/routes.ts), the coach's console (not listed,
// not linked, noindex: docs/decisions/0009), and the catch-all 404.
export default [
  ...pages.map((page) => (page.path === '/' ? index(page.file) : route(page.path.slice(1), page.file))),
  route('admin', 'routes/admin.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
