import type { Locale } from '../../../domain/language/locales';

/** The US help desk and the Korean one (spec 1 section 2 "Contact us"). */
export const SUPPORT_EMAIL = 'support@holo.test';
export const KOREAN_INQUIRY_EMAIL = 'help.kr@holo.test';

export type ContactUsVariant = 'us' | 'kr';

/**
 * By the member's region (MemberSource); a visitor has none yet, so the language they read stands
 * in for it: the Korean UI gets the Korean desk.
 */
export function contactUsVariant(memberSource: string | null, language: Locale): ContactUsVariant {
  if (memberSource !== null) return memberSource === 'KR' ? 'kr' : 'us';
  return language === 'ko' ? 'kr' : 'us';
}
