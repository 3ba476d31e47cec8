import { useRef, useState, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMediaQuery } from '../../../lib/hooks/use-media-query';
import { hasImage } from '../../../domain/bidding/item-image';
import { LOUPE_SIZE_PX, MAIN_IMAGE_WIDTH_PX, ZOOM_FACTOR } from './gallery-constants';
import { ItemImage } from './item-image';

interface Loupe {
  left: number;
  top: number;
  backgroundSize: string;
  backgroundPosition: string;
}

const HALF = LOUPE_SIZE_PX / 2;
/** A mouse or trackpad: touch screens get no loupe (a tap opens the viewer). */
const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';
const px = (...values: number[]) => values.map((v) => `${v}px`).join(' ');

/**
 * The large image: a button that opens the full-screen viewer. With a mouse (pointer devices only)
 * a round loupe follows the pointer and shows the image under it at 3x.
 */
/** Where the picture itself is inside the <img> box (object-fit: contain leaves bands around it). */
function shownPart(image: HTMLImageElement) {
  const box = image.getBoundingClientRect();
  const naturalWidth = image.naturalWidth || box.width;
  const naturalHeight = image.naturalHeight || box.height;
  const scale = Math.min(box.width / naturalWidth, box.height / naturalHeight) || 1;
  const width = naturalWidth * scale;
  const height = naturalHeight * scale;
  return { left: box.left + (box.width - width) / 2, top: box.top + (box.height - height) / 2, width, height };
}

export function MainImage({ src, alt, label, onOpen }: { src: string; alt: string; label: string; onOpen: () => void }) {
  const { t } = useLingui();
  const fine = useMediaQuery(FINE_POINTER_QUERY);
  const frameRef = useRef<HTMLButtonElement>(null);
  const [loupe, setLoupe] = useState<Loupe | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const zoomable = fine && hasImage(src) && broken !== src;

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const image = frameRef.current?.querySelector('img');
    if (!zoomable || event.pointerType !== 'mouse' || !image || !frameRef.current) return;
    const box = shownPart(image);
    const frame = frameRef.current.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    if (x < 0 || y < 0 || x > box.width || y > box.height) {
      setLoupe(null);
      return;
    }
    setLoupe({
      left: box.left - frame.left + x - HALF,
      top: box.top - frame.top + y - HALF,
      backgroundSize: px(box.width * ZOOM_FACTOR, box.height * ZOOM_FACTOR),
      backgroundPosition: px(HALF - x * ZOOM_FACTOR, HALF - y * ZOOM_FACTOR),
    });
  }

  return (
    <button
      ref={frameRef}
      type="button"
      className={['gallery__main', zoomable ? 'gallery__main--zoomable' : ''].join(' ')}
      aria-label={label}
      title={t`View full screen`}
      onClick={onOpen}
      onPointerMove={onPointerMove}
      onPointerLeave={() => setLoupe(null)}
    >
      <ItemImage src={src} alt={alt} width={MAIN_IMAGE_WIDTH_PX} height={MAIN_IMAGE_WIDTH_PX} eager onFail={() => setBroken(src)} />
      {zoomable && loupe && (
        <span
          className="gallery__loupe"
          aria-hidden="true"
          style={{
            left: loupe.left,
            top: loupe.top,
            width: LOUPE_SIZE_PX,
            height: LOUPE_SIZE_PX,
            backgroundImage: `url(${JSON.stringify(src)})`,
            backgroundSize: loupe.backgroundSize,
            backgroundPosition: loupe.backgroundPosition,
          }}
        />
      )}
    </button>
  );
}
