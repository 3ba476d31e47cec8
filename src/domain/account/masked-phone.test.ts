import { describe, expect, it } from 'vitest';
import { maskedPhone } from './masked-phone';

describe('maskedPhone', () => {
  it('shows the dialling code and the last 4 digits', () => {
    expect(maskedPhone('5551234567', 'US')).toBe('+1 ******4567');
    expect(maskedPhone('66123456', 'MO')).toBe('+853 ****3456');
  });

  it('does without an unknown country and a short number', () => {
    expect(maskedPhone('1234', null)).toBe('1234');
  });
});
