import { describe, expect, it } from 'vitest';
import { bannerPictureSize } from './banner-picture';

describe('bannerPictureSize', () => {
  it('scales a wide 3:1 picture down to 1200 × 400', () => {
    expect(bannerPictureSize(3600, 1200)).toEqual({ width: 1200, height: 400 });
  });
  it('cuts a square or tall picture to 3:1 around its width', () => {
    expect(bannerPictureSize(1600, 1600)).toEqual({ width: 1200, height: 400 });
    expect(bannerPictureSize(600, 900)).toEqual({ width: 600, height: 200 });
  });
  it('cuts a very wide picture to 3:1 around its height', () => {
    expect(bannerPictureSize(4000, 500)).toEqual({ width: 1200, height: 400 });
    expect(bannerPictureSize(2000, 300)).toEqual({ width: 900, height: 300 });
  });
  it('never enlarges a small picture', () => {
    expect(bannerPictureSize(300, 300)).toEqual({ width: 300, height: 100 });
  });
});
