import { describe, expect, it } from 'vitest';
import { lowResolution, pictureFileProblem, picturesThatFit } from './picture-checks';

const MB = 1024 * 1024;

describe('pictureFileProblem', () => {
  it('takes a JPG or a PNG up to 5 MB', () => {
    expect(pictureFileProblem({ type: 'image/jpeg', size: 5 * MB, name: 'a.jpg' })).toBeNull();
    expect(pictureFileProblem({ type: 'image/png', size: 1, name: 'a.png' })).toBeNull();
  });
  it('refuses another type, whatever the name says', () => {
    expect(pictureFileProblem({ type: 'application/pdf', size: 10, name: 'card.jpg' })).toBe('not_image');
    expect(pictureFileProblem({ type: 'image/gif', size: 10, name: 'card.gif' })).toBe('not_image');
    expect(pictureFileProblem({ type: 'image/heic', size: 10, name: 'card.heic' })).toBe('not_image');
  });
  it('judges a file without a type by its name', () => {
    expect(pictureFileProblem({ type: '', size: 10, name: 'card.JPEG' })).toBeNull();
    expect(pictureFileProblem({ type: '', size: 10, name: 'card.pdf' })).toBe('not_image');
  });
  it('refuses a picture over 5 MB', () => {
    expect(pictureFileProblem({ type: 'image/jpeg', size: 5 * MB + 1, name: 'a.jpg' })).toBe('too_large');
  });
});

describe('picturesThatFit', () => {
  it('keeps at most 3 in all', () => {
    expect(picturesThatFit(0, 2, 3)).toEqual({ fit: 2, refused: 0 });
    expect(picturesThatFit(2, 2, 3)).toEqual({ fit: 1, refused: 1 });
    expect(picturesThatFit(3, 1, 3)).toEqual({ fit: 0, refused: 1 });
  });
});

describe('lowResolution', () => {
  it('warns under 800×600 in either side', () => {
    expect(lowResolution(800, 600)).toBe(false);
    expect(lowResolution(799, 600)).toBe(true);
    expect(lowResolution(800, 599)).toBe(true);
    expect(lowResolution(300, 300)).toBe(true);
  });
});
