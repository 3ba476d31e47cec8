import { describe, expect, it } from 'vitest';
import { addUploaded, makeCover, pictureListOf, picturesBody, removePicture } from './picture-list';

const upload = (id: number) => ({ id, ImageUrl: `/media/uploads/${id}.jpg`, Width: 800, Height: 420 });

describe("a promotion's picture list", () => {
  it('keeps the pictures the activity has by path and sends new uploads by id, in order', () => {
    let list = pictureListOf(['/promo/spring-grading.svg']);
    list = addUploaded(list, upload(7), 6);
    list = addUploaded(list, upload(9), 6);
    expect(list.map((picture) => picture.url)).toEqual(['/promo/spring-grading.svg', '/media/uploads/7.jpg', '/media/uploads/9.jpg']);
    expect(picturesBody(list)).toEqual(['/promo/spring-grading.svg', { ImageId: 7 }, { ImageId: 9 }]);
  });

  it('lists a path the activity has twice once', () => {
    expect(picturesBody(pictureListOf(['/promo/a.svg', '/promo/a.svg', '/promo/b.svg']))).toEqual(['/promo/a.svg', '/promo/b.svg']);
  });

  it('adds nothing past the limit', () => {
    const full = addUploaded(addUploaded([], upload(1), 2), upload(2), 2);
    expect(picturesBody(addUploaded(full, upload(3), 2))).toEqual([{ ImageId: 1 }, { ImageId: 2 }]);
  });

  it('removes one picture, the others keeping their order', () => {
    const list = addUploaded(pictureListOf(['/promo/a.svg', '/promo/b.svg']), upload(3), 6);
    expect(picturesBody(removePicture(list, '/promo/b.svg'))).toEqual(['/promo/a.svg', { ImageId: 3 }]);
    expect(picturesBody(removePicture(list, 'upload:3'))).toEqual(['/promo/a.svg', '/promo/b.svg']);
  });

  it('makes one picture the cover (first), the others keeping their order', () => {
    const list = addUploaded(pictureListOf(['/promo/a.svg', '/promo/b.svg']), upload(3), 6);
    expect(picturesBody(makeCover(list, 'upload:3'))).toEqual([{ ImageId: 3 }, '/promo/a.svg', '/promo/b.svg']);
    expect(picturesBody(makeCover(list, '/promo/a.svg'))).toEqual(['/promo/a.svg', '/promo/b.svg', { ImageId: 3 }]);
    expect(picturesBody(makeCover(list, 'missing'))).toEqual(picturesBody(list));
  });
});
