/**
 * The last step of `npm run build`: writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level
 * 9) copy beside each text file of dist/client/assets, so the server sends them as they are
 * (src/http/static-files.ts) instead of compressing the same bundle again on every request, at
 * a lower quality (docs/decisions/062). Only the hashed files under /assets: they never change
 * once built. Small files (under 1 kB) are left alone, as are copies that would be no smaller.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESSED } from '../src/http/static-files';

const TEXT = /\.(js|mjs|css|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

export function precompressAssets(dir: string): { files: number; bytes: number; brotli: number } {
  let files = 0;
  let bytes = 0;
  let brotli = 0;
  for (const name of readdirSync(dir)) {
    if (PRECOMPRESSED.some(({ suffix }) => name.endsWith(suffix))) rmSync(join(dir, name));
  }
  for (const name of readdirSync(dir)) {
    if (!TEXT.test(name)) continue;
    const body = readFileSync(join(dir, name));
    if (body.length < MIN_BYTES) continue;
    const copies = { br: brotli11(body), gzip: gzipSync(body, { level: 9 }) };
    for (const { encoding, suffix } of PRECOMPRESSED) {
      if (copies[encoding].length < body.length) writeFileSync(join(dir, `${name}${suffix}`), copies[encoding]);
    }
    files++;
    bytes += body.length;
    brotli += Math.min(copies.br.length, body.length);
  }
  return { files, bytes, brotli };
}

function brotli11(body: Buffer): Buffer {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const dir = join(import.meta.dirname, '..', 'dist', 'client', 'assets');
  const { files, bytes, brotli } = precompressAssets(dir);
  console.log(
    `Precompressed ${files} files of dist/client/assets: ${(bytes / 1024).toFixed(0)} kB, ${(brotli / 1024).toFixed(0)} kB as Brotli.`,
  );
}
