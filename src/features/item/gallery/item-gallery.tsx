import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NO_IMAGE } from '../../../domain/bidding/item-image';
import { GalleryViewer } from './gallery-viewer';
import { ItemImage } from './item-image';
import { MainImage } from './main-image';

/** The item's images: the large one (magnifier, full-screen viewer) and a row of thumbnails. */
export function ItemGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useLingui();
  const shown = images.length > 0 ? images : [NO_IMAGE];
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const current = Math.min(index, shown.length - 1);
  const count = shown.length;
  const position = current + 1;
  const close = useCallback(() => setViewing(false), []);

  return (
    <section className="gallery" aria-label={t`Images`}>
      <MainImage
        src={shown[current]!}
        alt={title}
        label={t`Image ${position} of ${count}: view full screen`}
        onOpen={() => setViewing(true)}
      />
      {count > 1 && (
        <ul className="gallery__thumbs">
          {shown.map((src, i) => {
            const n = i + 1;
            return (
              <li key={`${i}-${src}`}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-label={t`Show image ${n} of ${count}`}
                  aria-current={i === current || undefined}
                  onClick={() => setIndex(i)}
                >
                  <ItemImage src={src} alt="" width={64} height={64} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <GalleryViewer open={viewing} title={title} images={shown} index={current} onIndexChange={setIndex} onClose={close} />
    </section>
  );
}
