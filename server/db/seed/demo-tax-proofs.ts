/**
 * The bytes of the demo tax refunds' proof pictures (demo-tax-refunds.ts): drawn at start (a
 * receipt) and stored under their keys when the storage does not hold them yet. Demo only.
 */
import sharp from 'sharp';
import type { StorageProvider } from '../../providers/storage';
import { DEMO_TAX_PROOF_KEYS } from './demo-tax-refunds';

function receiptSvg(index: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="#eef0f4"/>
  <rect x="250" y="40" width="300" height="520" fill="#ffffff" stroke="#c4c0d8"/>
  <text x="400" y="90" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#1d1b2e">Holo · receipt ${index + 1}</text>
  <rect x="280" y="130" width="240" height="10" fill="#c4c0d8"/>
  <rect x="280" y="160" width="200" height="10" fill="#c4c0d8"/>
  <rect x="280" y="190" width="220" height="10" fill="#c4c0d8"/>
  <text x="280" y="470" font-family="sans-serif" font-size="20" fill="#1d1b2e">NY sales tax</text>
</svg>`;
}

export async function storeDemoTaxProofs(storage: StorageProvider): Promise<void> {
  for (const [index, key] of DEMO_TAX_PROOF_KEYS.entries()) {
    const file = `${key}.jpg`;
    if (await storage.get(file)) continue;
    const bytes = await sharp(Buffer.from(receiptSvg(index))).jpeg({ quality: 80 }).toBuffer();
    await storage.put(file, new Uint8Array(bytes), 'image/jpeg');
  }
}
