import { describe, expect, it } from 'vitest';
import { nicknameSkeleton } from './nickname-skeleton';

describe('nicknameSkeleton', () => {
  it.each([
    ['Cyrillic а', 'C\u0430rdShowAce'],
    ['Greek Α and Cyrillic С', '\u0421ardShow\u0391ce'],
    ['fullwidth letters', 'ＣａｒｄＳｈｏｗＡｃｅ'],
    ['another case', 'cardshowace'],
    ['digits for letters', 'CardSh0wAce'],
  ])('gives a look-alike (%s) the same key as the name it imitates', (_name, lookAlike) => {
    expect(nicknameSkeleton(lookAlike)).toBe(nicknameSkeleton('CardShowAce'));
  });

  it('catches a capital I, a 1 and an l passing for one another, and rn for m', () => {
    expect(nicknameSkeleton('DernoBuyer')).toBe(nicknameSkeleton('DemoBuyer'));
    expect(nicknameSkeleton('PayPaI')).toBe(nicknameSkeleton('paypal'));
    expect(nicknameSkeleton('paypa1')).toBe(nicknameSkeleton('PAYPAL'));
  });

  it('keeps different names apart', () => {
    expect(nicknameSkeleton('CardShowAce')).not.toBe(nicknameSkeleton('CardShowKing'));
    expect(nicknameSkeleton('DemoBuyer')).not.toBe(nicknameSkeleton('DemoSeller'));
  });
});
