import { describe, expect, it } from 'vitest';
import { maskedName } from './masked-name';

describe('maskedName', () => {
  it('shows the first letter, stars and the last letter', () => {
    expect(maskedName('CardShowAce')).toBe('C***e');
    expect(maskedName('  SlabHunter88 ')).toBe('S***8');
    expect(maskedName('Al')).toBe('A***l');
  });

  it('never shows a one-letter or empty name in full', () => {
    expect(maskedName('Z')).toBe('Z***');
    expect(maskedName('')).toBe('***');
  });

  it('masks by character, not by UTF-16 unit', () => {
    expect(maskedName('收藏家小明')).toBe('收***明');
    expect(maskedName('😀abc😎')).toBe('😀***😎');
  });
});
