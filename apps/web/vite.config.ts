import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite-plugins/precompress';

// In development the SPA runs on Vite's port and everything server-side goes to the API process,
// so the browser sees one origin (cookies of the identity provider, CSP form-action) as in production.
const server = 'http://localhost:3000';
const proxied = ['/api', '/oidc', '/interaction', '/interaction-assets', '/healthz', '/readyz', '/fhir'];

export default defineConfig({
  // precompress: .br and .gz copies of the build for the server to send as they are (ADR 0037).
  plugins: [react(), tailwindcss(), precompress()],
  // Route-level code splitting comes from the router's `lazy` routes (src/app/router.tsx).
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, server])) },
});
