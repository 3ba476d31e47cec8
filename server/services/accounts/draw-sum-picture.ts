/**
 * The sandbox human check's question as a picture: "a + b" drawn as jittered seven-segment strokes
 * with a few noise lines, so the browser gets no text or number to read the answer from.
 */
import { randomInt } from 'node:crypto';

// Segments a–g of a 20 × 36 cell, as line ends.
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [2, 2, 18, 2],
  b: [18, 2, 18, 18],
  c: [18, 18, 18, 34],
  d: [2, 34, 18, 34],
  e: [2, 18, 2, 34],
  f: [2, 2, 2, 18],
  g: [2, 18, 18, 18],
};
const DIGITS = ['abcdef', 'bc', 'abdeg', 'abcdg', 'bcfg', 'acdfg', 'acdefg', 'abc', 'abcdefg', 'abcdfg'];
const PLUS = [
  [4, 18, 16, 18],
  [10, 12, 10, 24],
];

const jitter = () => randomInt(-2, 3);

function strokes(lines: number[][], x: number, y: number): string {
  return lines
    .map(([x1, y1, x2, y2]) => `<line x1="${x + x1! + jitter()}" y1="${y + y1! + jitter()}" x2="${x + x2! + jitter()}" y2="${y + y2! + jitter()}"/>`)
    .join('');
}

export function drawSumPicture(first: number, second: number): string {
  const glyphs = [...DIGITS[first]!].map((s) => SEGMENTS[s]!);
  const others = [...DIGITS[second]!].map((s) => SEGMENTS[s]!);
  const noise = Array.from({ length: 4 }, () => [randomInt(0, 120), randomInt(0, 48), randomInt(0, 120), randomInt(0, 48)]);
  const body =
    `<g stroke="currentColor" stroke-width="3" stroke-linecap="round">` +
    strokes(glyphs, 14 + jitter(), 6 + jitter()) +
    strokes(PLUS, 50 + jitter(), 6 + jitter()) +
    strokes(others, 86 + jitter(), 6 + jitter()) +
    `</g><g stroke="currentColor" stroke-width="1" opacity="0.5">${strokes(noise, 0, 0)}</g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 48" width="240" height="96" color="#222">${body}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
