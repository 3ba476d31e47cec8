/**
 * The bytes of the demo warehouse's condition photos (demo-warehouse.ts): the seed writes only
 * database rows, so at start the two pictures are drawn (a card on the warehouse's light box) and
 * stored under their keys when the storage does not hold them yet. Demo only.
 */
import sharp from 'sharp';
import type { StorageProvider } from '../../providers/storage';
import { DEMO_CONDITION_PHOTO_KEYS } from './demo-warehouse';

const tints = ['#d9e7ff', '#ffe6d1'];

function photoSvg(index: number): string {
  const tilt = index === 0 ? -4 : 3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="${tints[index % tints.length]}"/>
  <g transform="rotate(${tilt} 400 300)">
    <rect x="290" y="110" width="220" height="320" rx="14" fill="#1d1b2e"/>
    <rect x="302" y="122" width="196" height="296" rx="8" fill="#f6f5fb"/>
    <rect x="318" y="140" width="164" height="130" rx="4" fill="#7a3fe0"/>
    <rect x="318" y="286" width="164" height="14" rx="3" fill="#c4c0d8"/>
    <rect x="318" y="310" width="120" height="10" rx="3" fill="#c4c0d8"/>
  </g>
  <text x="24" y="572" font-family="sans-serif" font-size="22" fill="#45425c">Holo warehouse · condition photo ${index + 1}</text>
</svg>`;
}

export async function storeDemoConditionPhotos(storage: StorageProvider): Promise<void> {
  for (const [index, key] of DEMO_CONDITION_PHOTO_KEYS.entries()) {
    const file = `${key}.jpg`;
    if (await storage.get(file)) continue;
    const bytes = await sharp(Buffer.from(photoSvg(index))).jpeg({ quality: 80 }).toBuffer();
    await storage.put(file, new Uint8Array(bytes), 'image/jpeg');
  }
}
