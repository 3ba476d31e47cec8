// Renders Holo's app icons as PNG files (public/icons/*.png) with no image library: each pixel is
// computed from the shapes below, 4×4 supersampled, and the bytes are written as RGBA PNG with zlib.
// Run: node scripts/generate-icons.mjs   (the PNGs are committed; rerun only when the design changes)
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';

const INDIGO = [59, 47, 201];
const VIOLET = [122, 63, 224];
const INK = [33, 26, 122];

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
const clamp01 = (v) => Math.min(1, Math.max(0, v));

/** Signed distance to a rounded rectangle centred at (cx, cy). */
function roundedRect(x, y, cx, cy, halfW, halfH, r) {
  const qx = Math.abs(x - cx) - halfW + r;
  const qy = Math.abs(y - cy) - halfH + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** The holographic foil: a soft diagonal rainbow (cyan, pink, gold, mint). */
function holo(x, y) {
  const stops = [[126, 231, 255], [255, 143, 214], [255, 221, 128], [147, 255, 203], [126, 231, 255]];
  const t = ((x + y) * 0.9) % 1;
  const scaled = t * (stops.length - 1);
  const i = Math.floor(scaled);
  return mix(stops[i], stops[i + 1], scaled - i);
}

/** Colour (RGBA 0–255) of the point (x, y) in unit coordinates. */
function sample(x, y, { rounded, scale }) {
  const background = mix(INDIGO, VIOLET, clamp01((x + y) / 2));
  let alpha = 1;
  if (rounded && roundedRect(x, y, 0.5, 0.5, 0.5, 0.5, 0.22) > 0) alpha = 0;
  // The card, tilted slightly like a card held in the hand.
  const angle = -0.14;
  const dx = (x - 0.5) / scale;
  const dy = (y - 0.5) / scale;
  const u = 0.5 + dx * Math.cos(angle) - dy * Math.sin(angle);
  const v = 0.5 + dx * Math.sin(angle) + dy * Math.cos(angle);
  const card = roundedRect(u, v, 0.5, 0.5, 0.23, 0.31, 0.045);
  if (card > 0) return [...background, alpha];
  if (card > -0.022) return [255, 255, 255, alpha];
  // An "H" in ink on the foil.
  const inH =
    (Math.abs(u - 0.415) < 0.035 && Math.abs(v - 0.5) < 0.15) ||
    (Math.abs(u - 0.585) < 0.035 && Math.abs(v - 0.5) < 0.15) ||
    (Math.abs(u - 0.5) < 0.09 && Math.abs(v - 0.5) < 0.03);
  return [...(inH ? INK : holo(u, v)), alpha];
}

function render(size, options) {
  const n = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const [cr, cg, cb, ca] = sample((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, options);
          r += cr * ca; g += cg * ca; b += cb * ca; a += ca;
        }
      }
      const o = (py * size + px) * 4;
      rgba[o] = a ? Math.round(r / a) : 0;
      rgba[o + 1] = a ? Math.round(g / a) : 0;
      rgba[o + 2] = a ? Math.round(b / a) : 0;
      rgba[o + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return rgba;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outDir = new URL('../public/icons/', import.meta.url);
mkdirSync(outDir, { recursive: true });
const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  // Maskable: full bleed, the card kept inside the 80% safe circle.
  { file: 'icon-512-maskable.png', size: 512, rounded: false, scale: 0.82 },
  // iOS draws its own rounded corners and does not like transparency.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.9 },
];
for (const icon of icons) {
  writeFileSync(new URL(icon.file, outDir), png(icon.size, render(icon.size, icon)));
  console.log(`public/icons/${icon.file}`);
}
