import { connect, type Browser } from 'puppeteer';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { PdfTimeoutError, PdfUnavailableError } from '../../ports/pdf-renderer';
import { PuppeteerPdfRenderer } from './puppeteer-pdf-renderer';
import { Limiter } from './limiter';

const settings = { executablePath: '/usr/bin/chromium', concurrency: 2, timeoutMs: 10_000 };
let renderer: PuppeteerPdfRenderer | undefined;
afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
});

const pdfText = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');

describe('the Puppeteer PDF renderer', () => {
  it('prints a document to a PDF, reusing one warm browser', async () => {
    renderer = new PuppeteerPdfRenderer(settings);
    const first = await renderer.render('<h1>Itinerary BK-1001</h1>');
    const second = await renderer.render('<h1>Itinerary BK-1002</h1>');
    expect(pdfText(first).startsWith('%PDF-')).toBe(true);
    expect(pdfText(second).startsWith('%PDF-')).toBe(true);
  });

  it('starts a new browser when the warm one has gone away', async () => {
    renderer = new PuppeteerPdfRenderer(settings);
    await renderer.render('<p>one</p>');
    const { browser } = await (renderer as unknown as { printer: Promise<{ browser: Browser }> }).printer;
    await browser.close();
    expect(pdfText(await renderer.render('<p>two</p>')).startsWith('%PDF-')).toBe(true);
  });

  it('prints in a running browser when given its address, and leaves it running when closed', async () => {
    const browserURL = inject('browserWSEndpoint');
    renderer = new PuppeteerPdfRenderer({ ...settings, executablePath: '/nowhere/chromium', browserURL });
    expect(pdfText(await renderer.render('<h1>Itinerary BK-1003</h1>')).startsWith('%PDF-')).toBe(true);
    await renderer.close();
    const running = await connect({ browserWSEndpoint: browserURL });
    try {
      expect(running.connected).toBe(true);
      expect((await running.version()).length).toBeGreaterThan(0);
    } finally {
      await running.disconnect();
    }
  });

  it('says so when no browser answers at the address it was given', async () => {
    renderer = new PuppeteerPdfRenderer({ ...settings, browserURL: 'ws://127.0.0.1:9/devtools/browser/none' });
    await expect(renderer.render('<p>x</p>')).rejects.toBeInstanceOf(PdfUnavailableError);
  });

  it('gives up with a clear error when a render takes too long', async () => {
    renderer = new PuppeteerPdfRenderer({ ...settings, timeoutMs: 1 });
    await expect(renderer.render('<p>slow</p>')).rejects.toBeInstanceOf(PdfTimeoutError);
  });

  it('says so when there is no browser to print with', async () => {
    renderer = new PuppeteerPdfRenderer({ ...settings, executablePath: '/nowhere/chromium' });
    await expect(renderer.render('<p>x</p>')).rejects.toBeInstanceOf(PdfUnavailableError);
  });
});

describe('the limiter', () => {
  it('never runs more than its limit at once, and runs everything', async () => {
    const limiter = new Limiter(2);
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        limiter.run(async () => {
          peak = Math.max(peak, limiter.active);
          await new Promise((r) => setTimeout(r, 5));
          return i;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });
});
