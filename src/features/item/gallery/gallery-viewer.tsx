import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { ItemImage } from './item-image';

interface GalleryViewerProps {
  open: boolean;
  title: string;
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const SWIPE_PX = 40;

/**
 * The full-screen image viewer: a modal dialog named by the item's title. Escape closes it; the
 * arrow keys, the previous and next buttons and a swipe move between the images.
 */
export function GalleryViewer({ open, title, images, index, onIndexChange, onClose }: GalleryViewerProps) {
  const { t } = useLingui();
  const count = images.length;
  const swipeStart = useRef<number | null>(null);
  const move = (step: 1 | -1) => onIndexChange((index + step + count) % count);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowRight' && count > 1) {
        event.preventDefault();
        onIndexChange((index + 1) % count);
      } else if (event.key === 'ArrowLeft' && count > 1) {
        event.preventDefault();
        onIndexChange((index - 1 + count) % count);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, index, count, onIndexChange, onClose]);

  const position = index + 1;
  return (
    <Dialog open={open} title={title} onClose={onClose} className="gallery-viewer">
      <div
        className="gallery-viewer__stage"
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null || count < 2) return;
          const dx = event.clientX - start;
          if (Math.abs(dx) >= SWIPE_PX) move(dx < 0 ? 1 : -1);
        }}
      >
        <ItemImage src={images[index]} alt={t`Image ${position} of ${count}`} className="gallery-viewer__image" eager />
      </div>
      <div className="gallery-viewer__bar">
        {count > 1 && (
          <button type="button" className="gallery-viewer__nav" onClick={() => move(-1)} aria-label={t`Previous image`}>
            ‹
          </button>
        )}
        <p className="gallery-viewer__count" aria-live="polite">
          {t`${position} of ${count}`}
        </p>
        {count > 1 && (
          <button type="button" className="gallery-viewer__nav" onClick={() => move(1)} aria-label={t`Next image`}>
            ›
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--small gallery-viewer__close" onClick={onClose} data-autofocus>
          {t`Close`}
        </button>
      </div>
    </Dialog>
  );
}
