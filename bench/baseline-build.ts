import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/**
 * Another commit of the project, built for a side-by-side benchmark: checked out in a worktree
 * of its own under the system's temporary folder (kept, so the next run with the same commit
 * starts at once), installed with its own lockfile and built by its own `npm ci`. Answers the
 * worktree's folder. This machine's speed changes from day to day, so a figure is only ever
 * compared with another commit's figure measured in the same run (docs/decisions/039).
 */
export function baselineBuild(ref: string): { dir: string; commit: string } {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = join(tmpdir(), `contrail-baseline-${commit.slice(0, 12)}`);
  const built = join(dir, 'dist/client/.vite/manifest.json');
  if (existsSync(built) && existsSync(join(dir, 'node_modules'))) return { dir, commit };

  console.log(`Building ${ref} (${commit.slice(0, 12)}) in ${dir} for the comparison...`);
  if (existsSync(dir)) {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
    rmSync(dir, { recursive: true, force: true });
  }
  git(['worktree', 'prune']);
  git(['worktree', 'add', '--force', '--detach', dir, commit]);
  // Its own install and build (`prepare` builds), quietly: only a failure is worth reading.
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  });
  if (install.status !== 0 || !existsSync(built)) {
    throw new Error(`the build of ${ref} failed:\n${install.stdout}\n${install.stderr}`.slice(-4000));
  }
  return { dir, commit };
}

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
}
