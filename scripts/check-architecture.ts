/**
 * The dependency-direction check of `npm run lint` (see ARCHITECTURE.md, "Layers and the one
 * rule"). Reads every import of the project's own files and fails when an arrow points the
 * wrong way:
 *   - src/core imports nothing of the project outside src/core, and no package but a small
 *     list of pure libraries (no framework, no I/O);
 *   - src/engine imports only src/core, ports and itself;
 *   - ports import only src/core and ports;
 *   - only the composition root (src/container.ts and src/composition/), tests (test/, features/ and *.test.ts
 *     files anywhere), benchmarks and scripts import adapters/;
 *   - adapters import ports, src/core and their own folder, never another adapter or the app.
 * Imports are found with a regular expression over the source: the code base is formatted by
 * Prettier, so every static and dynamic import has one recognisable shape.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

/**
 * Packages the pure core may use: validation, dates and phone numbers (libphonenumber-js is
 * rules and metadata only), nothing with I/O or a framework.
 */
const CORE_PACKAGES = new Set(['zod', 'luxon', 'libphonenumber-js']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : SOURCE.test(name) ? [path] : [];
  });
}

const layerOf = (root: string, file: string): string => {
  const rel = relative(root, file).split(sep).join('/');
  if (rel === 'src/container.ts' || rel.startsWith('src/composition/')) return 'composition-root';
  // A test beside the code it tests is a test, whatever folder it sits in.
  if (/\.test\.tsx?$/.test(rel)) return 'test';
  for (const layer of [
    'src/core',
    'src/engine',
    'src/web',
    'src/http',
    'ports',
    'adapters',
    'test',
    'features',
    'bench',
    'scripts',
  ]) {
    if (rel === layer || rel.startsWith(`${layer}/`)) return layer;
  }
  return rel.startsWith('src/') ? 'src' : 'top';
};

const adapterOf = (root: string, file: string) => relative(join(root, 'adapters'), file).split(sep)[0];

function violation(root: string, file: string, target: string, specifier: string): string | undefined {
  const from = layerOf(root, file);
  const isPackage = !specifier.startsWith('.') && !specifier.startsWith('/');
  if (isPackage) {
    if (from !== 'src/core') return undefined;
    const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
    return name && CORE_PACKAGES.has(name) ? undefined : `src/core may not depend on the package "${specifier}"`;
  }
  const to = layerOf(root, target);
  if (from === 'src/core' && to !== 'src/core') return 'src/core may import only src/core';
  if (from === 'src/engine' && !['src/core', 'src/engine', 'ports'].includes(to))
    return 'src/engine may import only src/core, ports and itself';
  if (from === 'ports' && !['src/core', 'ports'].includes(to)) return 'ports may import only src/core and ports';
  if (to === 'adapters') {
    if (from === 'adapters')
      return adapterOf(root, file) === adapterOf(root, target)
        ? undefined
        : 'an adapter may not import another adapter';
    if (!['composition-root', 'test', 'features', 'bench', 'scripts'].includes(from)) {
      return 'only the composition root (src/container.ts, src/composition/) may import adapters';
    }
  }
  if (from === 'adapters' && !['src/core', 'ports', 'adapters'].includes(to))
    return 'adapters may import only ports, src/core and their own folder';
  return undefined;
}

/** Every wrong-way import under `root`, as "file imports "x": why" lines. */
export function findViolations(root: string): string[] {
  const problems: string[] = [];
  for (const file of walk(root)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier) continue;
      const target = specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier;
      const why = violation(root, file, target, specifier);
      if (why) problems.push(`${relative(root, file)} imports "${specifier}": ${why}`);
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = findViolations(resolve(import.meta.dirname, '..'));
  if (problems.length > 0) {
    console.error(`Dependency direction violated (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Dependency direction: ok');
}
