// Checks of what `npm run build` wrote (the buyer pass, then the back-office pass): the `build`
// project, which `npm test` runs after its build stages. Without a build they fail, never skip.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the built buyer service worker (dist/sw.js)', () => {
  // The real service worker precaches the buyer's entry and no file of the seller's or the staff's.
  it('precaches no back-office file', () => {
    const sw = readFileSync('dist/sw.js', 'utf8');
    const buyer = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const backoffice = JSON.parse(readFileSync('dist/.vite/backoffice-manifest.json', 'utf8')) as typeof buyer;
    expect(sw).toContain(buyer['index.html']!.file);
    expect(sw).not.toContain('seller/index.html');
    expect(sw).not.toContain('staff/index.html');
    const buyerFiles = new Set(Object.values(buyer).map((chunk) => chunk.file));
    for (const chunk of Object.values(backoffice)) {
      if (!buyerFiles.has(chunk.file)) expect(sw, chunk.file).not.toContain(chunk.file);
    }
    expect(backoffice['seller/index.html']).toBeDefined();
  });
});
