import { describe, expect, it } from 'vitest';
import { promotionPictureSize } from './promotion-picture';

describe('promotionPictureSize', () => {
  it('scales a wide picture down to 1200 wide, keeping its shape (no crop)', () => {
    expect(promotionPictureSize(4000, 2100)).toEqual({ width: 1200, height: 630 });
    expect(promotionPictureSize(1600, 1200)).toEqual({ width: 1200, height: 900 });
  });
  it('stops a tall poster at 1600 high', () => {
    expect(promotionPictureSize(2000, 4000)).toEqual({ width: 800, height: 1600 });
  });
  it('never enlarges a small picture', () => {
    expect(promotionPictureSize(800, 420)).toEqual({ width: 800, height: 420 });
    expect(promotionPictureSize(1200, 1600)).toEqual({ width: 1200, height: 1600 });
  });
});
