/**
 * Manufacturers: the sports and non-sport card makers are the /list tabs (type 0); the TCG
 * publishers, whose sealed product is mostly sold at a fixed price, are the /buynow tabs (type 1).
 */
import type { manufacturers } from '../schema';
import { generatedImageUrl } from '../../services/media/generated-image-url';

export const manufacturerNames = [
  ['Topps', 0], ['Panini', 0], ['Upper Deck', 0], ['Bowman', 0], ['Donruss', 0], ['Fleer', 0], ['Leaf', 0],
  ['The Pokémon Company', 1], ['Wizards of the Coast', 1], ['Konami', 1], ['Bandai', 1],
] as const;

export type ManufacturerName = (typeof manufacturerNames)[number][0];

export function manufacturerRows(): (typeof manufacturers.$inferInsert)[] {
  return manufacturerNames.map(([name, manufacturerType], index) => ({
    id: index + 1,
    name,
    manufacturerType,
    logoUrl: generatedImageUrl('manufacturer', index + 1),
    sort: index,
  }));
}

export function manufacturerId(name: ManufacturerName): number {
  return manufacturerNames.findIndex(([n]) => n === name) + 1;
}
