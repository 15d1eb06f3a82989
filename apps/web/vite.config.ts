import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const server = 'http://localhost:3000';
const proxied = ['/api', '/oidc', '/interaction', '/interaction-assets', '/healthz', '/readyz', '/fhir'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, server])) },
});
