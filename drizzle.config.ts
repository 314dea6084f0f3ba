import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from server/db/schema.ts; the server applies
// pending migrations at start-up (server/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
  strict: true,
  verbose: true,
});
