import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const alias = {
  '~': fileURLToPath(new URL('./app', import.meta.url)),
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
};

// Vitest loads this file too; the React Router plugin is only for the app build.
const isVitest = process.env.VITEST === 'true';

export default defineConfig({
  plugins: isVitest ? [] : [tailwindcss(), reactRouter()],
  resolve: { alias },
  server: {
    // `npm run dev` proxies the API to the Fastify server started by scripts/dev.mjs.
    proxy: { '/api': 'http://127.0.0.1:3001', '/healthz': 'http://127.0.0.1:3001' },
  },
  build: {
    assetsInlineLimit: 0,
  },
});
