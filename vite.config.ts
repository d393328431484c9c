import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two builds: the browser bundle (dist/client, with a manifest the server reads to link each
 * page's files) and the server entry (dist/server/entry.server.js) for streaming SSR.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: 'public',
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        rollupOptions: { input: 'src/web/entry.client.tsx' },
        target: 'es2022',
      },
}));
