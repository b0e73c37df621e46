import { useEffect, useRef, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { useT } from '../../i18n/use-t';

export interface PhotoDropZoneProps {
  /** A file pasted or dropped onto the chat (the first one; checked by the caller). */
  onFile: (file: File) => void;
}

const carriesFiles = (data: DataTransfer | null) => !!data && [...data.types].includes('Files');

/**
 * Paste (Ctrl+V) and drag-and-drop of a picture anywhere on the open chat, as WhatsApp Web and
 * Telegram Web take them, with a drop zone over the chat while a file is dragged over it. A
 * paste that carries plain text too (cells copied from a spreadsheet come with a picture of
 * themselves) is left to the text box.
 */
export function PhotoDropZone({ onFile }: PhotoDropZoneProps) {
  const t = useT();
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every element crossed: count them to know when it left.
  const depth = useRef(0);
  const onFileRef = useRef(onFile);
  useEffect(() => {
    onFileRef.current = onFile;
  }, [onFile]);

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const data = e.clipboardData;
      if (!data || data.files.length === 0 || data.types.includes('text/plain')) return;
      e.preventDefault();
      onFileRef.current(data.files[0]!);
    };
    const onEnter = (e: DragEvent) => {
      if (!carriesFiles(e.dataTransfer)) return;
      e.preventDefault();
      depth.current += 1;
      setDragging(true);
    };
    const onOver = (e: DragEvent) => {
      if (!carriesFiles(e.dataTransfer)) return;
      // Without this the browser opens the file instead of letting it drop here.
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const onLeave = (e: DragEvent) => {
      if (!carriesFiles(e.dataTransfer)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    };
    const onDrop = (e: DragEvent) => {
      if (!carriesFiles(e.dataTransfer)) return;
      e.preventDefault();
      depth.current = 0;
      setDragging(false);
      const file = e.dataTransfer?.files[0];
      if (file) onFileRef.current(file);
    };
    document.addEventListener('paste', onPaste);
    window.addEventListener('dragenter', onEnter);
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDrop);
    return () => {
      document.removeEventListener('paste', onPaste);
      window.removeEventListener('dragenter', onEnter);
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDrop);
    };
  }, []);

  if (!dragging) return null;
  return (
    <div
      data-testid="photo-drop-zone"
      className="animate-fade-in pointer-events-none fixed inset-0 z-40 flex items-center justify-center bg-brand-900/40 p-4 backdrop-blur-[2px]"
    >
      <div className="flex h-full w-full flex-col items-center justify-center gap-3 rounded-3xl border-[3px] border-dashed border-white/90 bg-brand-700/70 text-white shadow-2xl">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/20">
          <ImagePlus aria-hidden className="h-8 w-8" />
        </span>
        <p className="text-lg font-semibold">{t('photos.dropHere')}</p>
        <p className="text-sm text-white/80">{t('photos.dropHint')}</p>
      </div>
    </div>
  );
}
