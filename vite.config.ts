import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the API, sign-in and health routes live on the Fastify server. */
const SERVER_ORIGIN = 'http://localhost:3000';
const proxied = ['/api', '/oidc', '/healthz', '/readyz'];

export default defineConfig({
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  plugins: [react()],
  build: {
    // The server serves dist/client; outside the root, so emptying must be explicit.
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: SERVER_ORIGIN, changeOrigin: false }])),
  },
});
