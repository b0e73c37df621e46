import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { AVATAR_ZOOM } from '../../../protocol/avatar';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import type { CropFrame, Placement } from './avatar-crop';
import { cropOffsetClamp, cropPlacement, cropZoomClamp } from './avatar-crop';
import { cropRender, imageLoad } from './avatar-image';

/** The crop area's side in CSS pixels: fits a 320 px phone's dialog with its margins. */
const VIEW = 256;
const PREVIEW = 72;
/** How far one arrow key moves the picture. */
const KEY_STEP = 8;

export interface CropDialogProps {
  /** The picture to frame: an object URL or a same-origin address (a canvas must read it). */
  source: string;
  onClose: () => void;
  /** The picture would not open: not one this browser can show. */
  onUnreadable: () => void;
  onCropped: (square: Blob) => void;
}

function placed(p: Placement) {
  return { left: p.left, top: p.top, width: p.width, height: p.height };
}

/**
 * Spec secondary 'Avatar & Profile', 5, 9: frame the picture in a circle. Zoom 50 to 200 %, step
 * 5, from 100 (the picture's shorter side fills the square); drag (or arrow keys) to position; a
 * round preview of the result. Apply makes the square (a canvas) and says 'Avatar Cropped'.
 */
export function CropDialog({ source, onClose, onUnreadable, onCropped }: CropDialogProps) {
  const t = useT();
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState<number>(AVATAR_ZOOM.initial);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ x: number; y: number; from: { x: number; y: number } } | null>(null);

  useEffect(() => {
    let live = true;
    imageLoad(source).then(
      (loaded) => live && setImg(loaded),
      () => live && onUnreadable(),
    );
    return () => {
      live = false;
    };
  }, [source, onUnreadable]);

  const frameOf = (z: number, o: { x: number; y: number }): CropFrame | null =>
    img && {
      imageWidth: img.naturalWidth,
      imageHeight: img.naturalHeight,
      view: VIEW,
      zoom: z,
      offset: o,
    };
  const frame = frameOf(zoom, offset);

  const moveTo = (o: { x: number; y: number }, z = zoom) => {
    const f = frameOf(z, o);
    if (f) setOffset(cropOffsetClamp(f));
  };
  const zoomTo = (value: number) => {
    const z = cropZoomClamp(value);
    setZoom(z);
    moveTo(offset, z);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, from: offset };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d) moveTo({ x: d.from.x + e.clientX - d.x, y: d.from.y + e.clientY - d.y });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const by = step[e.key];
    if (!by) return;
    e.preventDefault();
    moveTo({ x: offset.x + by[0], y: offset.y + by[1] });
  };

  const apply = async () => {
    if (!img || !frame || busy) return;
    setBusy(true);
    try {
      onCropped(await cropRender(img, frame));
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onClose} data-testid="crop-cancel">
        {t('avatar.cancel')}
      </Button>
      <Button onClick={() => void apply()} disabled={!img || busy} data-testid="crop-apply">
        {t('avatar.apply')}
      </Button>
    </div>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('avatar.cropTitle')}
      description={t('avatar.cropHint')}
      testId="crop-dialog"
      footer={footer}
    >
      <div className="flex flex-col items-center gap-4">
        <div
          role="application"
          tabIndex={0}
          aria-label={t('avatar.cropArea')}
          data-testid="crop-area"
          data-zoom={zoom}
          data-offset={`${Math.round(offset.x)},${Math.round(offset.y)}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
          className="relative cursor-grab touch-none overflow-hidden rounded-2xl bg-slate-900 outline-none select-none focus-visible:ring-4 focus-visible:ring-brand-200 active:cursor-grabbing"
          style={{ width: VIEW, height: VIEW }}
        >
          {frame ? (
            <img
              src={source}
              alt=""
              draggable={false}
              className="pointer-events-none absolute max-w-none"
              style={placed(cropPlacement(frame))}
            />
          ) : (
            <div className="flex h-full items-center justify-center text-white/80">
              <Spinner className="h-7 w-7" />
            </div>
          )}
          {/* Everything outside the circle is dimmed: the circle is what people will see. */}
          <div className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_9999px_rgb(15_23_42/0.55)] ring-2 ring-white/90" />
        </div>

        <div className="flex w-full items-center gap-3">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('avatar.zoomOut')}
            onClick={() => zoomTo(zoom - AVATAR_ZOOM.step)}
            disabled={zoom <= AVATAR_ZOOM.min}
          >
            <ZoomOut aria-hidden className="h-5 w-5" />
          </Button>
          <label className="flex flex-1 flex-col gap-1 text-xs font-semibold text-slate-600">
            <span className="flex justify-between">
              {t('avatar.zoom')}
              <span data-testid="crop-zoom-value" className="tabular-nums">
                {t('avatar.zoomValue', { zoom })}
              </span>
            </span>
            <input
              type="range"
              min={AVATAR_ZOOM.min}
              max={AVATAR_ZOOM.max}
              step={AVATAR_ZOOM.step}
              value={zoom}
              onChange={(e) => zoomTo(Number(e.target.value))}
              data-testid="crop-zoom"
              className="w-full accent-brand-600"
            />
          </label>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('avatar.zoomIn')}
            onClick={() => zoomTo(zoom + AVATAR_ZOOM.step)}
            disabled={zoom >= AVATAR_ZOOM.max}
          >
            <ZoomIn aria-hidden className="h-5 w-5" />
          </Button>
        </div>

        <div className="flex items-center gap-3 self-start">
          <div
            data-testid="crop-preview"
            className="relative overflow-hidden rounded-full bg-white ring-1 ring-black/10"
            style={{ width: PREVIEW, height: PREVIEW }}
          >
            {frame && (
              <img
                src={source}
                alt=""
                draggable={false}
                className="absolute max-w-none"
                style={placed(cropPlacement(frame, PREVIEW))}
              />
            )}
          </div>
          <span className="text-sm font-medium text-slate-500">{t('avatar.preview')}</span>
        </div>
      </div>
    </Dialog>
  );
}
