import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCompressedCopies } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string | Buffer>) {
  dir = mkdtempSync(path.join(tmpdir(), 'holo-precompress-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
}

describe('writeCompressedCopies', () => {
  it("writes Brotli and gzip copies of a small script that hold the script's bytes", () => {
    const script = `export function formatCents(cents) { return '$' + (cents / 100).toFixed(2); }\n`.repeat(4);
    build({ 'format-money.js': script });
    writeCompressedCopies(dir);
    const file = path.join(dir, 'format-money.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
  });

  it('leaves files too small to gain, files that would grow, and images as they are', () => {
    const noise = randomBytes(400);
    build({ 'tiny.js': 'export {};\n', 'noise.js': noise, 'card.png': 'x'.repeat(4096) });
    writeCompressedCopies(dir);
    for (const name of ['tiny.js', 'noise.js', 'card.png']) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
