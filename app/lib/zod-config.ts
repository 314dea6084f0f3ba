/**
 * Zod in the browser runs without generated code. Zod probes whether `new Function` works the
 * first time it builds an object schema; under our CSP (no 'unsafe-eval') the probe fails
 * quietly but the browser reports a Content-Security-Policy violation on every page (Lighthouse
 * best practices: "Issues were logged"). jitless skips the probe; zod then parses with its plain
 * code path, which is fast enough for forms.
 *
 * It must run before any schema is built: app/root.tsx imports it first, and React Router
 * evaluates the root route's modules before any page's.
 */
import { z } from 'zod';

z.config({ jitless: true });
