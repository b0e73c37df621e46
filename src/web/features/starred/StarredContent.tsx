import { Download, ExternalLink, FileText, Film } from 'lucide-react';
import type { StarredMessage } from '../../../protocol';
import type { ShownText } from '../translate/message-translation';
import { useT } from '../../i18n/use-t';

/** Spec secondary 2: a starred card's content by type (text, image, video, document, link). */
export function StarredContent({ item, shown }: { item: StarredMessage; shown: ShownText }) {
  const t = useT();
  const text = (
    <p
      dir="auto"
      lang={shown.lang}
      data-testid="starred-content"
      className="text-[15px] leading-snug break-words whitespace-pre-wrap text-slate-800"
    >
      {shown.text}
    </p>
  );
  switch (item.messageType) {
    case 'image':
      return item.media ? (
        <img
          src={item.media}
          alt={shown.text}
          loading="lazy"
          data-testid="starred-content"
          className="max-h-56 w-full rounded-2xl bg-slate-100 object-cover"
        />
      ) : (
        text
      );
    case 'video':
    case 'document': {
      const Icon = item.messageType === 'video' ? Film : FileText;
      return (
        <div
          className="flex items-center gap-3 rounded-2xl bg-slate-50 px-3 py-2.5"
          data-testid="starred-content"
        >
          <Icon aria-hidden className="h-6 w-6 shrink-0 text-brand-500" />
          <span className="min-w-0 flex-1 truncate text-[15px] font-medium text-slate-800">
            {item.fileName ?? shown.text}
          </span>
          {item.media && (
            <a
              href={item.media}
              download={item.fileName}
              aria-label={t('starred.download')}
              className="rounded-full p-2 text-slate-500 hover:bg-white hover:text-brand-600"
            >
              <Download aria-hidden className="h-4 w-4" />
            </a>
          )}
        </div>
      );
    }
    case 'link':
      return (
        <div className="space-y-2">
          {text}
          {item.linkPreview && (
            <a
              href={item.linkPreview.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="starred-link"
              className="flex items-center gap-3 rounded-2xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-100 hover:bg-slate-100"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-slate-800">
                  {item.linkPreview.title}
                </span>
                <span className="block truncate text-xs text-brand-600">
                  {item.linkPreview.url}
                </span>
              </span>
              <ExternalLink aria-hidden className="h-4 w-4 shrink-0 text-slate-400" />
            </a>
          )}
        </div>
      );
    case 'text':
      return text;
  }
}
