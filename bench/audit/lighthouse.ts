import lighthouse from 'lighthouse';
import type { Page } from 'puppeteer';

/** One Lighthouse run's figures: category scores 0-100, times in ms. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbt: number;
  fcp: number;
  lcp: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse's default configuration: mobile emulation (a Moto G Power's screen) with simulated
 * throttling (150 ms round trips, 1.6 Mbit/s, the CPU slowed 4 times), on a new tab of the
 * given browser session, so a signed-in session measures the page its person sees. Lighthouse
 * clears the origin's caches before loading but keeps its cookies. A run that Lighthouse
 * itself gives up on (on a busy machine its trace sometimes lacks the navigation's start) is
 * tried again, up to three times. `save` is given the report of a run that measured the page.
 */
export async function runLighthouse(
  newPage: () => Promise<Page>,
  url: string,
  save?: (report: string) => void,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const page = await newPage();
    try {
      const result = await lighthouse(url, { logLevel: 'error', output: 'json' }, undefined, page);
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits, runtimeError, environment, finalDisplayedUrl } = result.lhr;
      if (runtimeError) {
        if (attempt < 3) continue;
        throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
      }
      // A page that needs a sign-in and lacks it moves on to /login: that would be measured instead.
      if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
        throw new Error(`Lighthouse was sent from ${url} on to ${finalDisplayedUrl}`);
      }
      save?.(JSON.stringify(result.lhr));
      const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      return {
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        tbt: metric('total-blocking-time'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        cls: metric('cumulative-layout-shift'),
        benchmarkIndex: environment.benchmarkIndex,
      };
    } finally {
      await page.close();
    }
  }
}

/** The median of each figure over several runs (each figure on its own), with its lowest and highest. */
export function summarise(
  runs: LighthouseFigures[],
): Record<keyof LighthouseFigures, { median: number; min: number; max: number }> {
  const keys = Object.keys(runs[0] ?? {}) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((key) => {
      const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
      const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
      return [key, { median, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN }];
    }),
  ) as Record<keyof LighthouseFigures, { median: number; min: number; max: number }>;
}
