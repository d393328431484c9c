import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';

/**
 * Reading a PDF as a person would see it, with Debian's poppler-utils (installed by
 * scripts/ensure-poppler.sh when missing): each page drawn to a grey image, and the words
 * with the boxes they are drawn in.
 */
export function ensurePoppler(): void {
  execFileSync('bash', [join(import.meta.dirname, '../../scripts/ensure-poppler.sh')], { stdio: 'inherit' });
}

function withFile<T>(pdf: Uint8Array, work: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'contrail-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return work(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page, laid out as on paper. */
export function pdfText(pdf: Uint8Array): string {
  return withFile(pdf, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
}

export interface PageImage {
  width: number;
  height: number;
  /** One byte per pixel, 0 black to 255 white, row by row. */
  pixels: Uint8Array;
}

/** Each page drawn as a greyscale image at `dpi`. */
export function pdfPageImages(pdf: Uint8Array, dpi = 72): PageImage[] {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), file, join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort()
      .map((name) => parsePgm(readFileSync(join(dir, name))));
  });
}

function parsePgm(data: Buffer): PageImage {
  // P5 <width> <height> <maxval> then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 64).toString('latin1'));
  if (!header?.[0]) throw new Error('not a binary PGM image');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, pixels: data.subarray(header[0].length, header[0].length + width * height) };
}

export interface WordBox {
  page: number;
  text: string;
  /** In points, from the page's top left. */
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  pageWidth: number;
  pageHeight: number;
}

/** Every word of the text layer with the box it is drawn in. */
export function pdfWords(pdf: Uint8Array): WordBox[] {
  const xml = withFile(pdf, (file) => execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }));
  const words: WordBox[] = [];
  const pages = xml.split('<page ').slice(1);
  pages.forEach((chunk, index) => {
    const size = /width="([\d.]+)" height="([\d.]+)"/.exec(chunk);
    const pageWidth = Number(size?.[1] ?? 0);
    const pageHeight = Number(size?.[2] ?? 0);
    for (const m of chunk.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    )) {
      words.push({
        page: index,
        text: m[5] ?? '',
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
        pageWidth,
        pageHeight,
      });
    }
  });
  return words;
}

/** Share of dark pixels in an image, or in the part of it under a word's box. */
export function inkShare(image: PageImage, box?: WordBox): number {
  const sx = box ? image.width / box.pageWidth : 1;
  const sy = box ? image.height / box.pageHeight : 1;
  const x0 = box ? Math.floor(box.xMin * sx) : 0;
  const x1 = box ? Math.ceil(box.xMax * sx) : image.width;
  const y0 = box ? Math.floor(box.yMin * sy) : 0;
  const y1 = box ? Math.ceil(box.yMax * sy) : image.height;
  let dark = 0;
  let all = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      all++;
      if ((image.pixels[y * image.width + x] ?? 255) < 128) dark++;
    }
  }
  return all === 0 ? 0 : dark / all;
}

/** A supertest parser that keeps a binary answer (a PDF) as bytes: `.buffer(true).parse(bytes)`. */
export function bytes(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
