import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { hasImage } from '../../../domain/bidding/item-image';

interface ItemImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** The page's main picture (its LCP): loaded at once, ahead of the other images. */
  eager?: boolean;
  /** The image failed to load (the placeholder now shows). */
  onFail?: () => void;
}

/** An item photo, or the placeholder when there is none ('noimage') or it failed to load. */
export function ItemImage({ src, alt, className, width, height, eager = false, onFail }: ItemImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!hasImage(src) || failed === src) return <NoImage className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => {
        setFailed(src);
        onFail?.();
      }}
    />
  );
}

function NoImage({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <span className={['item-noimage', className ?? ''].join(' ').trim()} role="img" aria-label={t`No image`}>
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="m3 17 5-5 4 4 3-3 6 6" />
      </svg>
      <span aria-hidden="true">{t`No image`}</span>
    </span>
  );
}
