import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('dist/server/', import.meta.url));

/**
 * The server process itself (server.ts with src/, ports/ and adapters/) as one JavaScript file,
 * dist/server/server.js, which `npm start` runs with plain Node: no TypeScript compiler at run
 * time. Packages stay in node_modules (Vite leaves every dependency external in a server
 * build), so the file holds only our code. Built after the page renderer
 * (dist/server/entry.server.js, vite.config.ts), beside it. Decision 033.
 *
 * Decorators: Vite's TypeScript transform follows tsconfig.json (experimentalDecorators, no
 * decorator metadata), as Vitest and tsx do; every constructor parameter carries @inject.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  plugins: [sourceLocations()],
  build: {
    ssr: true,
    outDir,
    emptyOutDir: false,
    target: 'node20',
    rolldownOptions: {
      // The server, and the staff commands' runner (the `staff:*` npm scripts), sharing one
      // chunk of our code: a command starts in plain Node as the server does (decision 049).
      input: { server: 'server.ts', 'app-command': 'scripts/run-app-command.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' },
    },
  },
});

/**
 * The bundle runs from dist/server/, but our modules find files beside their source:
 * adapters/postgres-store/database.ts its migrations, server.ts the built client in dist/. Each
 * `import.meta.url` in our own code becomes its source file's URL, worked out from the bundle's
 * location, so the compiled server reads the same files as the one run from TypeScript (and the
 * migrations another branch adds need no copy step). `import.meta.dirname` and `filename` are
 * refused: they could not be rewritten as simply, and `new URL('.', import.meta.url)` does.
 */
function sourceLocations(): Plugin {
  return {
    name: 'contrail:source-locations',
    transform(code, id) {
      if (!id.startsWith(root) || id.includes(`${sep}node_modules${sep}`) || !code.includes('import.meta.'))
        return null;
      if (/\bimport\.meta\.(dirname|filename)\b/.test(code)) {
        this.error(`${relative(root, id)}: use new URL('.', import.meta.url) instead of import.meta.dirname/filename`);
      }
      const fromBundle = relative(outDir, id).split(sep).join('/');
      return {
        code: code.replaceAll(/\bimport\.meta\.url\b/g, `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        map: null,
      };
    },
  };
}
