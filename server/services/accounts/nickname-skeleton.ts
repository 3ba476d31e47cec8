/**
 * The key two nicknames share when they look alike: the Unicode TS #39 skeleton (NFD, each character
 * mapped by confusables.txt through the unhomoglyph package, NFD) of the NFKC name. The skeleton
 * itself is case-sensitive ('I' → 'l'), while nicknames are unique whatever the case, so the key is
 * the skeleton of the lower-cased skeleton: 'PayPaI', 'paypa1' and 'PAYPAL' share one.
 */
import unhomoglyph from 'unhomoglyph';
import { normalizeNickname } from '../../../src/domain/account/account-rules';

const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

export function nicknameSkeleton(nickname: string): string {
  return skeleton(skeleton(normalizeNickname(nickname)).toLowerCase());
}
