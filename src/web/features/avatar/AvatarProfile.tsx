import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { User } from '../../../protocol';
import type { AvatarStyle } from '../../../protocol/avatar';
import { tNow } from '../../i18n/intl';
import { useT } from '../../i18n/use-t';
import { Tabs } from '../../ui/Tabs';
import { toast } from '../../ui/toast-store';
import { AVATAR_STYLE_LOOK, avatarFileProblem, avatarUploadProblem } from './avatar-rules';
import { imagePixelate } from './avatar-image';
import { CameraTab } from './CameraTab';
import { CropDialog } from './CropDialog';
import { CurrentAvatar } from './CurrentAvatar';
import { GalleryTab } from './GalleryTab';
import { GenerateTab } from './GenerateTab';
import { ProfileForm } from './ProfileForm';
import { useAvatarActions } from './use-avatar-actions';

/** A picture held in the browser: its blob's URL, freed when it is no longer shown. */
function useObjectUrl() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
    },
    [url],
  );
  return [url, setUrl] as const;
}

const PROBLEM_TEXT = {
  too_large: { title: 'avatar.tooLargeTitle', description: 'avatar.tooLarge' },
  invalid_type: { title: 'avatar.invalidTypeTitle', description: 'avatar.invalidType' },
} as const;

/** A tab's content on its own white card, under the row of tabs. */
function card(content: ReactNode) {
  return <div className="rounded-3xl bg-white p-4 shadow-card">{content}</div>;
}

function refuse(problem: keyof typeof PROBLEM_TEXT): void {
  const text = PROBLEM_TEXT[problem];
  toast({ title: tNow(text.title), description: tNow(text.description), variant: 'destructive' });
}

/**
 * Spec secondary 'Avatar & Profile' for a signed-in user: the avatar (Remove, or a new one to
 * Save), the three ways to a new one (Gallery, AI Generate, Camera) each through the crop
 * dialog, and the profile with the bio.
 */
export function AvatarProfile({ me }: { me: User }) {
  const t = useT();
  const { upload, remove, profile } = useAvatarActions();
  // What the crop dialog frames, then the square it made, waiting for Save.
  const [source, setSource] = useObjectUrl();
  const [pending, setPending] = useObjectUrl();
  const [pendingBlob, setPendingBlob] = useState<Blob | null>(null);

  const onFile = (file: File) => {
    const problem = avatarFileProblem(file);
    if (problem) return refuse(problem);
    setSource(URL.createObjectURL(file));
  };

  // Pixel art gets its blocks here; a picture that cannot be made so goes to the crop as drawn.
  const onGenerated = useCallback(
    (imageUrl: string, style: AvatarStyle) => {
      const cells = AVATAR_STYLE_LOOK[style].pixelCells;
      const picture = cells
        ? imagePixelate(imageUrl, cells).then(
            (b) => URL.createObjectURL(b),
            () => imageUrl,
          )
        : Promise.resolve(imageUrl);
      void picture.then((url) => {
        toast({ title: tNow('avatar.generated'), variant: 'success' });
        setSource(url);
      });
    },
    [setSource],
  );

  const onUnreadable = useCallback(() => {
    setSource(null);
    refuse('invalid_type');
  }, [setSource]);

  const onCropped = (square: Blob) => {
    setSource(null);
    setPendingBlob(square);
    setPending(URL.createObjectURL(square));
    toast({ title: tNow('avatar.cropped'), variant: 'success' });
  };

  const discard = () => {
    setPending(null);
    setPendingBlob(null);
  };

  const save = () => {
    if (!pendingBlob) return;
    const problem = avatarUploadProblem(pendingBlob);
    if (problem) return refuse(problem);
    upload.mutate(pendingBlob, { onSuccess: discard });
  };

  return (
    <section
      className="flex flex-1 flex-col gap-4 bg-slate-50/60 px-4 pt-5 pb-24"
      data-testid="avatar-page"
    >
      <h1 className="text-[28px] font-extrabold tracking-tight text-slate-900">
        {t('layout.avatarProfile')}
      </h1>
      <CurrentAvatar
        me={me}
        pending={pending}
        busy={upload.isPending || remove.isPending}
        onSave={save}
        onDiscard={discard}
        onRemove={() => remove.mutate()}
      />
      <Tabs
        tabs={[
          {
            value: 'gallery',
            label: <span className="whitespace-nowrap">{t('avatar.tabGallery')}</span>,
            content: card(<GalleryTab onFile={onFile} />),
          },
          {
            value: 'generate',
            label: <span className="whitespace-nowrap">{t('avatar.tabGenerate')}</span>,
            content: card(<GenerateTab userId={me.id} onGenerated={onGenerated} />),
          },
          {
            value: 'camera',
            label: <span className="whitespace-nowrap">{t('avatar.tabCamera')}</span>,
            content: card(
              <CameraTab onCaptured={(photo) => setSource(URL.createObjectURL(photo))} />,
            ),
          },
        ]}
      />
      <div className="rounded-3xl bg-white p-4 shadow-card">
        <h2 className="mb-3 text-base font-bold text-slate-900">{t('avatar.profileTitle')}</h2>
        <ProfileForm
          key={`${me.displayName}\n${me.bio ?? ''}`}
          me={me}
          saving={profile.isPending}
          onSave={(change) => profile.mutate(change)}
        />
      </div>
      {source && (
        <CropDialog
          source={source}
          onClose={() => setSource(null)}
          onUnreadable={onUnreadable}
          onCropped={onCropped}
        />
      )}
    </section>
  );
}
