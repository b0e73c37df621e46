import { Dialog } from '../../ui/Dialog';
import { Tabs } from '../../ui/Tabs';
import { CreateTab } from './CreateTab';
import { GalleryTab } from './GalleryTab';
import { useT } from '../../i18n/use-t';

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
  const t = useT();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('images.title')}
      description={t('images.description')}
      testId="image-playground-dialog"
    >
      <Tabs
        tabs={[
          {
            value: 'create',
            label: t('images.create'),
            content: <CreateTab meId={meId} conversationId={conversationId} onSent={onClose} />,
          },
          {
            value: 'gallery',
            label: <span data-testid="playground-gallery-tab">{t('images.gallery')}</span>,
            content: <GalleryTab meId={meId} conversationId={conversationId} onSent={onClose} />,
          },
        ]}
      />
    </Dialog>
  );
}
