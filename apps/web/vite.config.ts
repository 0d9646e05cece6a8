import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://127.0.0.1:3000';
/** API path prefixes the dev server forwards to the Fastify process. */
const apiPrefixes = [
  '/api',
  '/auth',
  '/customer',
  '/properties',
  '/images',
  '/amenities',
  '/units',
  '/events',
  '/inquiries',
  '/banners',
  '/articles',
  '/files',
  '/health',
  '/ready',
];

/**
 * The shared package's modules only declare things: marking them free of side effects lets the
 * bundle drop what the dashboard does not use (the zod schemas stay out of the first download).
 */
const sharedIsPure: Plugin = {
  name: 'propdesk-shared-is-pure',
  transform(code, id) {
    if (id.includes('/packages/shared/src/')) return { code, map: null, moduleSideEffects: false };
    return undefined;
  },
};

export default defineConfig({
  plugins: [react(), sharedIsPure],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: api }])),
  },
});
