import { Suspense, lazy, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { RichBodyProps } from '../chat/registry/rich-bodies';
import { imageDisplaySize, imageMessageRead } from './photo-rules';
import { photoUploadRelease, usePhotoUpload } from './photo-uploads';
import { useT } from '../../i18n/use-t';
import { UploadProgress } from './UploadProgress';
import { PhotoHeld } from './PhotoHeld';
import { useMediaAuto } from '../settings/store/use-media-auto';

// The full-screen viewer loads when a photo is first opened.
const PhotoViewer = lazy(() => import('./PhotoViewer'));

/**
 * An image message in its bubble (issue 12): the thumbnail in a box of the picture's real
 * proportions (known from the message, so the list does not jump while it loads), the caption,
 * and a full-screen viewer on a tap. The caption is words like a text's, shown as a text is:
 * translated for its reader by their settings, with 'Translated from …' and 'Show original'. While ours uploads, the picture from this device with the
 * upload's progress; it stays until the server's copy has loaded, so nothing flickers.
 */
export function ImageMessageBody({ message, own, renderText }: RichBodyProps) {
  const t = useT();
  const view = imageMessageRead(message);
  const upload = usePhotoUpload(message.clientId);
  const [loaded, setLoaded] = useState(false);
  const [broken, setBroken] = useState(false);
  const [viewing, setViewing] = useState(false);
  // Settings > Storage > Auto-download Media: held back until asked for. Mine is on this device.
  const auto = useMediaAuto();
  const [asked, setAsked] = useState(false);
  const held = !auto && !asked && !own && !upload && !!view.thumb;
  const size = imageDisplaySize(view.width ?? upload?.width, view.height ?? upload?.height);
  const uploading = !!upload && upload.progress < 1;
  // Ours still on its way opens nothing yet; a refused one sits inside the bubble's retry
  // button, where a second button may not go.
  const canOpen = !!view.src && !broken && !message.sendState && !held;
  const Box = canOpen ? 'button' : 'div';

  return (
    <>
      <Box
        {...(canOpen ? { type: 'button' as const, onClick: () => setViewing(true) } : {})}
        aria-label={
          view.caption ? t('photos.openWithCaption', { caption: view.caption }) : t('photos.open')
        }
        data-testid="photo-bubble"
        data-loaded={loaded ? 'true' : undefined}
        data-held={held ? 'true' : undefined}
        data-uploading={uploading ? 'true' : undefined}
        className={cn(
          'relative -mx-2 mt-0.5 block overflow-hidden rounded-2xl outline-none focus-visible:ring-4',
          own
            ? 'bg-white/20 focus-visible:ring-white/60'
            : 'bg-slate-200/80 focus-visible:ring-brand-300',
          canOpen && 'cursor-zoom-in',
        )}
        style={{
          width: size.width,
          maxWidth: 'calc(100% + 1rem)',
          aspectRatio: `${size.width} / ${size.height}`,
        }}
      >
        {upload && !loaded && (
          <img
            src={upload.previewUrl}
            alt=""
            className="absolute inset-0 h-full w-full object-cover"
          />
        )}
        {held && <PhotoHeld size={view.size} onLoad={() => setAsked(true)} />}
        {view.thumb && !broken && !held && (
          <img
            src={view.thumb}
            alt={view.caption ?? t('photos.photo')}
            data-testid="photo-image"
            decoding="async"
            onLoad={() => {
              setLoaded(true);
              if (message.clientId) photoUploadRelease(message.clientId);
            }}
            onError={() => setBroken(true)}
            className={cn(
              'absolute inset-0 h-full w-full object-cover transition-opacity duration-200',
              loaded ? 'opacity-100' : 'opacity-0',
            )}
          />
        )}
        {(broken || !view.thumb) && !upload && (
          <span className="absolute inset-0 flex items-center justify-center text-slate-400">
            <ImageOff aria-hidden className="h-8 w-8" />
          </span>
        )}
        {uploading && <UploadProgress progress={upload.progress} />}
      </Box>
      {view.caption ? (
        <div data-testid="photo-caption" className="mt-1.5">
          {renderText(view.caption)}
        </div>
      ) : (
        // The time sits on its own line under the picture.
        <span aria-hidden className="block h-4" />
      )}
      {viewing && view.src && (
        <Suspense fallback={null}>
          <PhotoViewer
            message={message}
            src={view.src}
            thumb={view.thumb}
            caption={view.caption}
            own={own}
            onClose={() => setViewing(false)}
          />
        </Suspense>
      )}
    </>
  );
}
