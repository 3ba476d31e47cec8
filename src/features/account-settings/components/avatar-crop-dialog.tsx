import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { cropToJpeg, dragPan, drawCrop, squareCrop, ZOOM_MAX, ZOOM_MIN } from './crop-square';

const PREVIEW_SIDE = 240;

interface AvatarCropDialogProps {
  image: HTMLImageElement;
  busy: boolean;
  error: string | null;
  onSave: (jpeg: Blob) => void;
  onCancel: () => void;
}

/**
 * The crop dialog of spec 3 section 5 "Avatar": a square box over the picture, a zoom slider and a
 * drag to move it; Save draws the square on a canvas as a JPEG at 0.8 (see crop-square.ts).
 */
export function AvatarCropDialog({ image, busy, error, onSave, onCancel }: AvatarCropDialogProps) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  const crop = squareCrop(width, height, zoom, pan.x, pan.y);

  useEffect(() => {
    if (canvasRef.current) drawCrop(canvasRef.current, image, crop, PREVIEW_SIDE);
  });

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!drag.current) return;
    setPan(dragPan(pan, event.clientX - drag.current.x, event.clientY - drag.current.y, crop, width, height, PREVIEW_SIDE));
    drag.current = { x: event.clientX, y: event.clientY };
  }

  return (
    <Dialog
      open
      title={t`Crop your profile picture`}
      onClose={onCancel}
      className="avatar-crop"
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t`Cancel`}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void cropToJpeg(image, crop).then(onSave)}
            data-autofocus
          >
            {busy ? t`Saving…` : t`Save`}
          </button>
        </>
      }
    >
      <canvas
        ref={canvasRef}
        className="avatar-crop__preview"
        width={PREVIEW_SIDE}
        height={PREVIEW_SIDE}
        role="img"
        aria-label={t`Preview of your profile picture`}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drag.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerMove={move}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      />
      <p className="pay-muted avatar-crop__hint">{t`Drag the picture to move it.`}</p>
      <label className="avatar-crop__zoom">
        <span>{t`Zoom`}</span>
        <input type="range" min={ZOOM_MIN} max={ZOOM_MAX} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
