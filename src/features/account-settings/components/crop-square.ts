/**
 * The square crop of the avatar dialog: the largest centred square of the picture, made smaller by
 * the zoom and moved by the pan (-1 to 1 on each axis: from one edge of the room left to the other).
 * Spec 3 section 5 "Avatar": a square crop, JPEG at 0.8.
 */
export interface SquareCrop {
  x: number;
  y: number;
  size: number;
}

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
/** The upload service takes pictures of 300×300 and more; the avatar is served 100 px wide. */
export const AVATAR_UPLOAD_SIDE = 300;
export const AVATAR_JPEG_QUALITY = 0.8;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function squareCrop(width: number, height: number, zoom: number, panX = 0, panY = 0): SquareCrop {
  const size = Math.min(width, height) / clamp(zoom, ZOOM_MIN, ZOOM_MAX);
  const roomX = (width - size) / 2;
  const roomY = (height - size) / 2;
  return { x: roomX + clamp(panX, -1, 1) * roomX, y: roomY + clamp(panY, -1, 1) * roomY, size };
}

/** A pan moved by a drag of (dx, dy) screen pixels over a preview `previewSide` wide: the picture follows the finger. */
export function dragPan(pan: { x: number; y: number }, dx: number, dy: number, crop: SquareCrop, width: number, height: number, previewSide: number) {
  const scale = crop.size / previewSide;
  const roomX = (width - crop.size) / 2;
  const roomY = (height - crop.size) / 2;
  return {
    x: roomX > 0 ? clamp(pan.x - (dx * scale) / roomX, -1, 1) : 0,
    y: roomY > 0 ? clamp(pan.y - (dy * scale) / roomY, -1, 1) : 0,
  };
}

/** Draws the crop onto a square canvas `side` pixels wide. */
export function drawCrop(canvas: HTMLCanvasElement, image: CanvasImageSource, crop: SquareCrop, side: number) {
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.size, crop.size, 0, 0, side, side);
}

/** The crop as the JPEG that is uploaded: AVATAR_UPLOAD_SIDE square at quality 0.8. */
export function cropToJpeg(image: CanvasImageSource, crop: SquareCrop): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawCrop(canvas, image, crop, AVATAR_UPLOAD_SIDE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas'))), 'image/jpeg', AVATAR_JPEG_QUALITY),
  );
}
