import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES_FILE } from '../../scripts/fleet/prometheus';

/**
 * The fleet's alerts (deploy/prometheus/rules.yml, decision 055) raised when they should and
 * not otherwise, on series shaped as the nodes expose them: Prometheus's own rule tester over
 * deploy/prometheus/rules.test.yml (a node down, 5% of a tier's requests failing, mail unsent
 * for 6 minutes, a job two intervals late, a quarter of gateway calls failing, a slow p99 with
 * the chat's long streams left out). Debian's Prometheus is installed on first use, as the
 * fleet installs it.
 */
const root = join(import.meta.dirname, '../..');

describe("the fleet's alert rules", () => {
  it('are valid, and each alert fires on what it is about', () => {
    execFileSync('bash', [join(root, 'scripts/ensure-prometheus.sh')], { stdio: 'inherit' });
    expect(execFileSync('promtool', ['check', 'rules', RULES_FILE], { encoding: 'utf8' })).toMatch(/SUCCESS/);
    const tested = execFileSync('promtool', ['test', 'rules', join(root, 'deploy/prometheus/rules.test.yml')], {
      encoding: 'utf8',
    });
    expect(tested).toMatch(/SUCCESS/);
  });
});
