import type { AxeViolation } from '../../test/support/browser';
import type { LighthouseFigures } from './lighthouse';
import { summarise } from './lighthouse';

/** One line of the audit: a page or dialog, Lighthouse's runs on it (none for a dialog) and axe's findings. */
export interface AuditRow {
  name: string;
  /** One of the pages of issue 20's performance target (marked * in the table). */
  target: boolean;
  lighthouse: LighthouseFigures[];
  /** axe's violations on a phone and on a desktop screen, each named "rule: element". */
  axe: { phone: AxeViolation[]; desktop: AxeViolation[] };
}

const dash = '–';

/** "98", or "98 (97–99)" when the runs differ. */
function figure(values: { median: number; min: number; max: number }, round = (n: number) => String(Math.round(n))) {
  const median = round(values.median);
  return values.min === values.max ? median : `${median} (${round(values.min)}–${round(values.max)})`;
}

function axeCell(row: AuditRow): string {
  const rules = new Set([...row.axe.phone, ...row.axe.desktop].map((v) => v.id));
  const count = row.axe.phone.length + row.axe.desktop.length;
  return count === 0 ? '0' : `${count} (${[...rules].join(', ')})`;
}

/** The audit as one Markdown table: Lighthouse medians (and ranges) and axe's violations per page. */
export function auditTable(rows: AuditRow[]): string {
  const lines = [
    '| Page (who) | Performance | Accessibility | Best practices | SEO | TBT ms | axe violations |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    const s = row.lighthouse.length > 0 ? summarise(row.lighthouse) : undefined;
    const cells = s
      ? [figure(s.performance), figure(s.accessibility), figure(s.bestPractices), figure(s.seo), figure(s.tbt)]
      : [dash, dash, dash, dash, dash];
    const name = `${row.name.replace(/\|/g, '\\|')}${row.target ? ' *' : ''}`;
    lines.push(`| ${[name, ...cells, axeCell(row)].join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Issue 20's performance target: the median score at least 98, the median total blocking time under 100 ms. */
export function meetsTarget(row: AuditRow): boolean {
  const s = summarise(row.lighthouse);
  return s.performance.median >= 98 && s.tbt.median < 100;
}

/** Every axe violation, with the elements it names, for fixing. */
export function axeDetails(rows: AuditRow[]): string[] {
  return rows.flatMap((row) =>
    (['phone', 'desktop'] as const).flatMap((screen) =>
      row.axe[screen].map(
        (v) =>
          `${row.name} on a ${screen}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`,
      ),
    ),
  );
}

/** First contentful paint and largest contentful paint medians: where a performance score comes from. */
export function paintTimes(rows: AuditRow[]): string[] {
  return rows
    .filter((row) => row.lighthouse.length > 0)
    .map((row) => {
      const s = summarise(row.lighthouse);
      return `${row.name}: FCP ${figure(s.fcp)} ms, LCP ${figure(s.lcp)} ms, CLS ${s.cls.median.toFixed(3)}`;
    });
}
