import { useState } from 'react';
import type { Video, VideoEdits, VideoFilter, VideoSlider } from '../../../protocol';
import { VIDEO_EDITS_DEFAULT, VIDEO_FILTERS, VIDEO_SLIDERS } from '../../../protocol/video-social';
import { videoCssFilter } from '../../../protocol/video-looks';
import { useLocale, useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** Spec secondary 2: each filter's label (none is Original, sunset Golden Hour, mono B&W). */
export const FILTER_LABEL: Record<VideoFilter, string> = {
  none: 'video-upload.filterNone',
  vintage: 'video-upload.filterVintage',
  vibrant: 'video-upload.filterVibrant',
  dramatic: 'video-upload.filterDramatic',
  sunset: 'video-upload.filterSunset',
  mono: 'video-upload.filterMono',
  neon: 'video-upload.filterNeon',
  retro: 'video-upload.filterRetro',
};

const SLIDER_LABEL: Record<VideoSlider, string> = {
  brightness: 'video-upload.brightness',
  contrast: 'video-upload.contrast',
  saturation: 'video-upload.saturation',
  blur: 'video-upload.blur',
  hue: 'video-upload.hue',
};

const SLIDERS = Object.keys(VIDEO_SLIDERS) as VideoSlider[];

interface VideoEditorDialogProps {
  video: Video;
  /** The file just uploaded, as an object URL: the preview plays it from memory. */
  src: string;
  saving: boolean;
  onSave: (edits: VideoEdits) => void;
  onCancel: () => void;
}

/**
 * Spec secondary 2 'Video Editor': eight filters and five sliders over a live preview; Reset
 * returns to the spec's defaults; Save & Continue stores the settings with the video, which then
 * plays with them everywhere (and downloads are rendered with them).
 */
export function VideoEditorDialog({
  video,
  src,
  saving,
  onSave,
  onCancel,
}: VideoEditorDialogProps) {
  const t = useT();
  const locale = useLocale();
  const [edits, setEdits] = useState<VideoEdits>(video.edits);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const filter = videoCssFilter(edits);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('video-upload.editorTitle')}
      description={t('video-upload.editorDescription')}
      testId="video-editor"
      className="max-w-[460px]"
      footer={
        <div className="flex flex-col gap-2">
          <Button onClick={() => onSave(edits)} disabled={saving} data-testid="video-editor-save">
            {t('video-upload.editorSave')}
          </Button>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="ghost" onClick={onCancel} data-testid="video-editor-cancel">
              {t('video-upload.editorCancel')}
            </Button>
            <Button
              variant="outline"
              onClick={() => setEdits(VIDEO_EDITS_DEFAULT)}
              data-testid="video-editor-reset"
            >
              {t('video-upload.editorReset')}
            </Button>
          </div>
        </div>
      }
    >
      <div className="flex flex-col gap-5">
        {/* The preview stays in sight while the filters and sliders below it scroll. */}
        <div className="sticky top-0 z-10 -mx-1 bg-white px-1 pb-1">
          <div className="overflow-hidden rounded-2xl bg-slate-950">
            <video
              src={src}
              poster={video.thumbnailUrl}
              autoPlay
              muted
              loop
              playsInline
              data-testid="video-editor-preview"
              style={{ filter }}
              className="mx-auto max-h-[30dvh] w-full object-contain"
            />
          </div>
        </div>
        <section className="flex flex-col gap-2" aria-labelledby="video-editor-filters">
          <h3 id="video-editor-filters" className="text-sm font-semibold text-slate-700">
            {t('video-upload.filters')}
          </h3>
          <div
            className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
            role="radiogroup"
            aria-labelledby="video-editor-filters"
          >
            {VIDEO_FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                role="radio"
                aria-checked={edits.filter === f}
                data-testid={`video-filter-${f}`}
                onClick={() => setEdits((e) => ({ ...e, filter: f }))}
                className={cn(
                  'flex w-[4.5rem] shrink-0 flex-col items-center gap-1 rounded-xl p-1 text-xs font-medium transition',
                  edits.filter === f
                    ? 'bg-brand-50 text-brand-700 ring-2 ring-brand-500'
                    : 'text-slate-600 hover:bg-slate-50',
                )}
              >
                <img
                  src={video.thumbnailUrl}
                  alt=""
                  style={{ filter: videoCssFilter({ ...VIDEO_EDITS_DEFAULT, filter: f }) }}
                  className="h-14 w-full rounded-lg bg-slate-200 object-cover"
                />
                {t(FILTER_LABEL[f])}
              </button>
            ))}
          </div>
        </section>
        <section className="flex flex-col gap-3" aria-labelledby="video-editor-adjust">
          <h3 id="video-editor-adjust" className="text-sm font-semibold text-slate-700">
            {t('video-upload.adjustments')}
          </h3>
          {SLIDERS.map((name) => {
            const range = VIDEO_SLIDERS[name];
            return (
              <label
                key={name}
                className="flex flex-col gap-1 text-xs font-semibold text-slate-600"
              >
                <span className="flex justify-between">
                  {t(SLIDER_LABEL[name])}
                  <span className="tabular-nums" data-testid={`video-slider-${name}-value`}>
                    {number.format(edits[name])}
                  </span>
                </span>
                <input
                  type="range"
                  min={range.min}
                  max={range.max}
                  step={range.step}
                  value={edits[name]}
                  onChange={(e) => {
                    const value = Number(e.target.value);
                    setEdits((old) => ({ ...old, [name]: value }));
                  }}
                  data-testid={`video-slider-${name}`}
                  className="w-full accent-brand-600"
                />
              </label>
            );
          })}
        </section>
      </div>
    </Dialog>
  );
}
