import { describe, expect, it } from 'vitest';
import { hashVerificationCode, newVerificationCode, verificationCodeMatches } from './code-hash';

describe('verification codes', () => {
  it('are six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 500 }, newVerificationCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it('are stored salted: the same code hashes differently and the hash does not contain it', () => {
    const a = hashVerificationCode('012345');
    const b = hashVerificationCode('012345');
    expect(a).not.toBe(b);
    expect(a).not.toContain('012345');
  });

  it('match only the code they were made from', () => {
    const stored = hashVerificationCode('012345');
    expect(verificationCodeMatches(stored, '012345')).toBe(true);
    expect(verificationCodeMatches(stored, ' 012345 ')).toBe(true);
    expect(verificationCodeMatches(stored, '012346')).toBe(false);
    expect(verificationCodeMatches(stored, '12345')).toBe(false);
    expect(verificationCodeMatches('garbage', '012345')).toBe(false);
  });
});
