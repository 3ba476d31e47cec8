/** The listing's description text (spec: Detail), assembled from a few believable sentences. */
import type { Random } from './random';
import type { Grade } from './card-variants';

const graders: Record<Grade['company'], string> = {
  PSA: 'Professional Sports Authenticator (PSA)',
  BGS: 'Beckett Grading Services (BGS)',
  SGC: 'Sportscard Guaranty (SGC)',
  CGC: 'Certified Guaranty Company (CGC)',
};

const rawNotes = [
  'Pulled from a pack and sleeved straight away. Sharp corners and a clean surface; centering is roughly 55/45.',
  'Raw card in near mint condition: no creases, light edge wear on the back only. Please zoom in on the photos.',
  'Fresh from a personal collection, kept in a penny sleeve and top loader since it was opened.',
  'Strong eye appeal with sharp corners. A great candidate for grading.',
];
const vintageNotes = [
  'Honest vintage card with soft corners and even wear for its age. No creases or writing.',
  'Vintage original, not a reprint. Centering is slightly off left to right; colours are still bright.',
];
const sealedNotes = [
  'Factory sealed in the original shrink wrap, never searched or weighed.',
  'Sealed product bought directly from the distributor. Stored in a smoke-free, climate-controlled room.',
];
const shippingNotes = [
  'Ships within 2 business days in a bubble mailer with tracking.',
  'Combined shipping is available on multiple wins; please wait for the invoice.',
  'Packed carefully with a top loader and cardboard stiffeners, shipped with tracking and insurance.',
];

export function describeItem(
  random: Random,
  item: { title: string; grade: Grade | null; sealed: boolean; vintage: boolean },
): string {
  const lines = [item.title + '.'];
  if (item.sealed) lines.push(random.pick(sealedNotes));
  else if (item.grade) {
    const cert = random.int(10_000_000, 99_999_999);
    lines.push(`Graded ${item.grade.label} by ${graders[item.grade.company]}, certification number ${cert}. The slab is clean with no cracks.`);
  } else lines.push(random.pick(item.vintage ? vintageNotes : rawNotes));
  lines.push(random.pick(shippingNotes));
  lines.push('What you see is what you get: the photos show the actual item.');
  return lines.join('\n\n');
}
