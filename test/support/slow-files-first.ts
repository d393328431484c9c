import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Starts the files that take longest first, so that no long file starts last and keeps the run
 * going on one worker while the others are idle. A file's last duration, when Vitest's cache has
 * it (a developer's machine), decides; on a fresh clone (CI) nothing is cached, and the file's
 * folder gives an estimate: browser files take the longest, then the ones that start processes,
 * then the engine's and the contract suites (two dialects each), then the rest.
 */
const ESTIMATED_SECONDS: [prefix: string, seconds: number][] = [
  ['test/e2e/', 40],
  ['test/processes/', 30],
  ['test/engine/', 15],
  ['test/contracts/', 10],
  ['test/http/', 5],
  ['adapters/', 3],
];

export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const weight = (spec: TestSpecification) => {
      const file = relative(this.ctx.config.root, spec.moduleId);
      const known = cache.getFileTestResults(`${spec.project.name}:${file}`)?.duration;
      if (known !== undefined) return known;
      const estimate = ESTIMATED_SECONDS.find(([prefix]) => file.startsWith(prefix))?.[1] ?? 1;
      // Within a folder, the larger file first.
      return estimate * 1000 + (cache.getFileStats(`${spec.project.name}:${file}`)?.size ?? 0) / 1000;
    };
    const weights = new Map(files.map((spec) => [spec, weight(spec)]));
    return [...files].sort((a, b) => (weights.get(b) ?? 0) - (weights.get(a) ?? 0));
  }
}
