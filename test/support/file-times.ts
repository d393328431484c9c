import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** No test file may take longer than this: one that needs longer is split (issue 24). */
export const FILE_LIMIT_SECONDS = 120;

/**
 * Prints the ten slowest test files at the end of a run (and writes every file's time to
 * reports/vitest-file-times.txt), and fails the run when any file took
 * longer than FILE_LIMIT_SECONDS: one long file holds a worker for the whole of its time, and
 * the run can end no sooner than it does, however many workers there are.
 */
export default class FileTimes implements Reporter {
  private root = '';

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const times = modules
      .map((module) => {
        const d = module.diagnostic();
        return { file: relative(this.root, module.moduleId), seconds: (d.collectDuration + d.duration) / 1000 };
      })
      .sort((a, b) => b.seconds - a.seconds);
    if (times.length < 2) return;
    // Every file's time, for whoever looks for where a run's time goes (reports/ is not in git).
    mkdirSync(join(this.root, 'reports'), { recursive: true });
    writeFileSync(
      join(this.root, 'reports', 'vitest-file-times.txt'),
      times.map(({ file, seconds }) => `${seconds.toFixed(1).padStart(6)} s  ${file}\n`).join(''),
    );
    process.stdout.write('\nThe ten slowest test files:\n');
    for (const { file, seconds } of times.slice(0, 10))
      process.stdout.write(`  ${seconds.toFixed(1).padStart(6)} s  ${file}\n`);
    const over = times.filter((t) => t.seconds > FILE_LIMIT_SECONDS);
    if (over.length > 0) {
      console.error(
        `\n${over.length} test file(s) took longer than ${FILE_LIMIT_SECONDS} s; split them:\n` +
          over.map((t) => `  ${t.file} (${t.seconds.toFixed(0)} s)`).join('\n'),
      );
      process.exitCode = 1;
    }
  }
}
