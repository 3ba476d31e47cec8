import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './regions';

describe('country options', () => {
  it('point every IconUrl at an icon the app ships', () => {
    for (const country of countryOptions) {
      expect(existsSync(path.join('public', country.IconUrl)), country.Code).toBe(true);
    }
  });
});
