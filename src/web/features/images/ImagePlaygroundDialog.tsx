import { Dialog } from '../../ui/Dialog';
import { Tabs } from '../../ui/Tabs';
import { CreateTab } from './CreateTab';
import { GalleryTab } from './GalleryTab';
import { PLAYGROUND_TEXT } from './images-text';

export interface ImagePlaygroundDialogProps {
  meId: string;
  conversationId: string;
  onClose: () => void;
}

/** Spec core 2 dialog 'Image Playground': tabs Create and Gallery (the pictures made for me). */
export function ImagePlaygroundDialog({
  meId,
  conversationId,
  onClose,
}: ImagePlaygroundDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={PLAYGROUND_TEXT.title}
      description={PLAYGROUND_TEXT.description}
      testId="image-playground-dialog"
    >
      <Tabs
        tabs={[
          {
            value: 'create',
            label: PLAYGROUND_TEXT.create,
            content: <CreateTab meId={meId} conversationId={conversationId} onSent={onClose} />,
          },
          {
            value: 'gallery',
            label: <span data-testid="playground-gallery-tab">{PLAYGROUND_TEXT.gallery}</span>,
            content: <GalleryTab meId={meId} conversationId={conversationId} onSent={onClose} />,
          },
        ]}
      />
    </Dialog>
  );
}
