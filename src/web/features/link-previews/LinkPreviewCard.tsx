import { linkPreviewSchema } from '../../../protocol';
import { cn } from '../../lib/cn';
import { useMediaAuto } from '../settings/store/use-media-auto';

export interface LinkPreviewCardProps {
  /** The message's `metadata.linkPreview`, as the server stored it. */
  preview: unknown;
  /** The bubble is the reader's own (the card takes its colours). */
  own: boolean;
}

/**
 * Under a message's words, what its first link is (issue 31): the site's picture, name, title
 * and description, as the server fetched them; a tap opens the link in a new tab, as the link in
 * the words does. The picture comes from this server, so the site never learns who looked.
 */
export function LinkPreviewCard({ preview, own }: LinkPreviewCardProps) {
  // The site's picture follows Settings > Storage > Auto-download Media, as a photo does.
  const auto = useMediaAuto();
  const parsed = linkPreviewSchema.safeParse(preview);
  if (!parsed.success) return null;
  const { url, title, description, siteName, image } = parsed.data;
  const host = hostOf(url);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="link-preview"
      onClick={(e) => e.stopPropagation()}
      className={cn(
        'mt-0.5 mb-1.5 block overflow-hidden rounded-xl border-s-4 transition hover:brightness-95',
        own ? 'border-white/70 bg-white/15' : 'border-brand-400 bg-slate-50',
      )}
    >
      {image && (auto || own) && (
        <img
          src={image.url}
          alt=""
          loading="lazy"
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          className="block max-h-44 w-full object-cover"
          data-testid="link-preview-image"
        />
      )}
      <span className="block px-2.5 py-1.5 text-start">
        <span
          dir="auto"
          className={cn(
            'block truncate text-[12px] font-medium',
            own ? 'text-white/80' : 'text-slate-500',
          )}
        >
          {siteName ?? host}
        </span>
        {title && (
          <span
            dir="auto"
            data-testid="link-preview-title"
            className={cn(
              'line-clamp-2 block text-[14px] leading-snug font-semibold',
              own ? 'text-white' : 'text-slate-900',
            )}
          >
            {title}
          </span>
        )}
        {description && (
          <span
            dir="auto"
            className={cn(
              'line-clamp-2 block text-[13px] leading-snug',
              own ? 'text-white/85' : 'text-slate-600',
            )}
          >
            {description}
          </span>
        )}
      </span>
    </a>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
