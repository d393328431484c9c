import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SlottedGzip } from './slotted-gzip';

const joined = (parts: Buffer[], values: Buffer[]) =>
  Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [values[i - 1] as Buffer, part])));

describe('a gzip answer made from kept parts and a value in each slot', () => {
  it.each([
    ['a page with nonces in its head and at its end', ['<html><head><script nonce="', '">x()</script>', '</html>']],
    ['a document with no slot', ['<p>the same for everyone</p>'.repeat(200)]],
    ['slots next to each other and at both ends', ['', '', 'middle', '']],
    ['a large page', ['<div class="leg">'.repeat(4000), '<i>'.repeat(9000) + 'é✈'.repeat(500)]],
  ])('unzips to the document with those values: %s', (_name, texts) => {
    const parts = texts.map((t) => Buffer.from(t));
    const gzip = new SlottedGzip(parts, 24);
    for (let i = 0; i < 5; i += 1) {
      const values = parts.slice(1).map(() => Buffer.from(randomBytes(16).toString('base64')));
      const answer = Buffer.concat(gzip.answer(values));
      expect(answer.length).toBe(gzip.length);
      expect(gunzipSync(answer).equals(joined(parts, values))).toBe(true);
    }
  });

  it('compresses a page as gzip -9 would, give or take the slots', () => {
    const page = Buffer.from('<section><h2>Light jet</h2><p>Seats 6</p></section>'.repeat(800));
    const gzip = new SlottedGzip([page.subarray(0, 20_000), page.subarray(20_000)], 24);
    expect(gzip.length).toBeLessThan(page.length / 20);
  });

  it('refuses a value of another length or a missing one', () => {
    const gzip = new SlottedGzip([Buffer.from('a'), Buffer.from('b')], 24);
    expect(() => gzip.answer([Buffer.alloc(23)])).toThrow('a slot holds 24 bytes');
    expect(() => gzip.answer([])).toThrow('the document has 1 slots');
  });
});
