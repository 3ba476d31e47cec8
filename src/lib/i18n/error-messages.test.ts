import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { errorMessages, type ErrorCode } from '../../domain/errors/error-codes';
import { errorMessageDescriptors, errorText } from './error-messages';

describe('error messages', () => {
  it('has one descriptor per error code, with the domain English text', () => {
    expect(Object.keys(errorMessageDescriptors).sort()).toEqual(Object.keys(errorMessages).sort());
    for (const [code, descriptor] of Object.entries(errorMessageDescriptors)) {
      expect(descriptor.message, code).toBe(errorMessages[code as ErrorCode]);
    }
  });

  it('falls back to the server message for a code it does not know', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(errorText(i18n, 'SOMETHING_NEW', 'Something new happened')).toBe('Something new happened');
    expect(errorText(i18n, 'PHONE_INVALID')).toBe('Invalid phone number');
  });
});
