import { defineConfig } from 'vite';
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

export default defineConfig({
  plugins: [react()],
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
