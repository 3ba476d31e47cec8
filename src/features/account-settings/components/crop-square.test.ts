import { describe, expect, it } from 'vitest';
import { dragPan, squareCrop } from './crop-square';

describe('squareCrop', () => {
  it('takes the largest centred square at zoom 1', () => {
    expect(squareCrop(800, 600, 1)).toEqual({ x: 100, y: 0, size: 600 });
    expect(squareCrop(300, 500, 1)).toEqual({ x: 0, y: 100, size: 300 });
  });

  it('zooms into the centre and pans to the edges, never past them', () => {
    expect(squareCrop(800, 600, 2)).toEqual({ x: 250, y: 150, size: 300 });
    expect(squareCrop(800, 600, 2, -1, 1)).toEqual({ x: 0, y: 300, size: 300 });
    expect(squareCrop(800, 600, 2, 5, -5)).toEqual({ x: 500, y: 0, size: 300 });
    expect(squareCrop(800, 600, 10).size).toBe(200);
  });

  it('moves the pan with a drag, the picture following the finger', () => {
    const crop = squareCrop(800, 600, 1);
    // 100 px of room on x; a drag of 20 px over a 240 px preview is 50 picture px.
    expect(dragPan({ x: 0, y: 0 }, 20, 0, crop, 800, 600, 240)).toEqual({ x: -0.5, y: 0 });
    expect(dragPan({ x: 0, y: 0 }, -1000, 50, crop, 800, 600, 240)).toEqual({ x: 1, y: 0 });
  });
});
