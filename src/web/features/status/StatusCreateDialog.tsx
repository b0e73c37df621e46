import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../../ui/Dialog';
import { Tabs } from '../../ui/Tabs';
import { toast } from '../../ui/toast-store';
import { objectUpload } from '../media/upload';
import { uploadErrorToast } from '../media/upload-toast';
import { useStatusCreate } from './status-queries';
import { StatusPhotoForm, type StatusPhoto } from './StatusPhotoForm';
import { StatusTextForm } from './StatusTextForm';

/**
 * 'Add status': a text, or a photo with a caption. A photo is uploaded first (prepared and sent
 * as the chat's photos are), then posted; 'Status Updated' once the server has it, and the dialog closes.
 */
export function StatusCreateDialog({ me, onClose }: { me: string; onClose: () => void }) {
  const t = useT();
  const create = useStatusCreate(me);
  const [uploading, setUploading] = useState(false);
  const posting = uploading || create.isPending;

  const postText = (content: string) => create.mutate({ content }, { onSuccess: onClose });
  const postPhoto = async (photo: StatusPhoto, caption: string) => {
    setUploading(true);
    try {
      const stored = await objectUpload(photo.blob, { kind: 'image', fileName: photo.name });
      create.mutate({ content: caption, objectRef: stored.ref }, { onSuccess: onClose });
    } catch (err) {
      toast(uploadErrorToast(err));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('status.createTitle')}
      description={t('status.createHint')}
      testId="status-create-dialog"
    >
      <Tabs
        tabs={[
          {
            value: 'text',
            label: t('status.tabText'),
            content: <StatusTextForm posting={posting} onPost={postText} />,
          },
          {
            value: 'photo',
            label: t('status.tabPhoto'),
            content: <StatusPhotoForm posting={posting} onPost={(f, c) => void postPhoto(f, c)} />,
          },
        ]}
      />
    </Dialog>
  );
}
