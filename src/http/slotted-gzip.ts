import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A document compressed once, with slots where each answer puts a value of a fixed length of
 * its own (the CSP nonce): the gzip answer is made by joining kept bytes, never by compressing
 * again. A visitor page kept in the page cache is the same for everyone but its nonce, and
 * compressing its 50 KB for each browser cost ten to twenty times what the rest of the answer
 * did (decision 039).
 *
 * How: each part between two slots is deflated on its own, ended with a sync flush (so it ends
 * on a byte boundary and refers to nothing before it); a slot's value goes between them as a
 * stored (uncompressed) deflate block; an empty final block ends the stream. The gzip trailer's
 * CRC-32 of the whole document is combined from the parts' CRCs kept at start and the values'
 * CRCs (zlib's crc32_combine, below), so no answer reads the document's bytes again.
 */
export class SlottedGzip {
  private readonly deflated: Buffer[];
  private readonly partCrcs: number[];
  /** For each part after the first: the operator that moves a CRC past a slot and that part. */
  private readonly shifts: number[];
  private readonly slotShift: number;
  private readonly documentLength: number;

  constructor(
    private readonly parts: readonly Buffer[],
    private readonly slotLength: number,
  ) {
    if (slotLength <= 0 || slotLength > 0xffff) throw new Error('a slot holds 1 to 65,535 bytes');
    this.deflated = parts.map((part) =>
      deflateRawSync(part, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
    );
    this.partCrcs = parts.map((part) => crc32(part));
    this.slotShift = x8nModP(slotLength);
    this.shifts = parts.map((part) => x8nModP(part.length));
    this.documentLength = parts.reduce((n, part) => n + part.length, 0) + slotLength * (parts.length - 1);
  }

  /** The bytes of the gzip answer with these values in the slots, in order: write them as they are. */
  answer(values: readonly Buffer[]): Buffer[] {
    if (values.length !== this.parts.length - 1) throw new Error(`the document has ${this.parts.length - 1} slots`);
    const out: Buffer[] = [GZIP_HEADER];
    let crc = this.partCrcs[0] ?? 0;
    this.deflated.forEach((deflated, i) => {
      if (i > 0) {
        const value = values[i - 1] as Buffer;
        if (value.length !== this.slotLength) throw new Error(`a slot holds ${this.slotLength} bytes`);
        out.push(storedBlockHeader(value.length), value);
        crc = (multModP(this.slotShift, crc) ^ crc32(value)) >>> 0;
        crc = (multModP(this.shifts[i] ?? 0, crc) ^ (this.partCrcs[i] ?? 0)) >>> 0;
      }
      out.push(deflated);
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(this.documentLength % 2 ** 32, 4);
    out.push(FINAL_EMPTY_BLOCK, trailer);
    return out;
  }

  /** The length of every answer. */
  get length(): number {
    const stored = this.parts.length - 1;
    return (
      GZIP_HEADER.length +
      this.deflated.reduce((n, d) => n + d.length, 0) +
      stored * (5 + this.slotLength) +
      FINAL_EMPTY_BLOCK.length +
      8
    );
  }
}

/** gzip's member header: deflate, no name or time, from an unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** A final, empty block with the fixed codes: BFINAL 1, BTYPE 01, end-of-block (RFC 1951). */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** A stored block's header at a byte boundary: BFINAL 0, BTYPE 00, then LEN and NLEN. */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

// zlib's crc32_combine: the CRC of A then B is multModP(x^(8·|B|), crc(A)) xor crc(B), over
// GF(2) modulo the CRC-32 polynomial, bits reflected as zlib keeps them.
const POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  if (a === 0) return 0;
  let m = 0x80000000;
  let p = 0;
  let x = b >>> 0;
  for (;;) {
    if ((a & m) !== 0) {
      p ^= x;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    x = x & 1 ? (x >>> 1) ^ POLY : x >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X2N = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  for (let k = 0; k < 32; k += 1) {
    table.push(p);
    p = multModP(p, p);
  }
  return table;
})();

/** x^(8n) modulo the polynomial: the operator that moves a CRC past n bytes. */
function x8nModP(n: number): number {
  let p = 0x80000000; // x^0
  let k = 3;
  for (let rest = n; rest > 0; rest = Math.floor(rest / 2), k += 1) {
    if (rest % 2 === 1) p = multModP(X2N[k % 32] ?? 0, p);
  }
  return p;
}
