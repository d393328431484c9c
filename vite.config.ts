import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type AliasOptions } from 'vite';

/**
 * React Router's package exports name only its development build (remix-run/react-router#12532,
 * #14102): dev warnings and checks on every render. Production builds take its production build
 * instead, bundled into both the browser and the server bundle (src/web is the only importer).
 */
const reactRouterProduction: AliasOptions = [
  { find: /^react-router$/, replacement: resolveModule('react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolveModule('react-router/dist/production/dom-export.mjs') },
];

function resolveModule(path: string): string {
  return fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));
}

/**
 * Two builds: the browser bundle (dist/client, with a manifest the server reads to link each
 * page's files) and the server entry (dist/server/entry.server.js) for streaming SSR.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  publicDir: 'public',
  resolve: command === 'build' ? { alias: reactRouterProduction } : {},
  ssr: command === 'build' ? { noExternal: ['react-router'] } : {},
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
