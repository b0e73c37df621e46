import { useState } from 'react';
import type { User } from '../../../protocol';
import { BIO_MAX } from '../../../protocol/users';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';

/** As long as sign-up allows (signupSchema). */
const DISPLAY_NAME_MAX = 64;

const FIELD =
  'w-full rounded-2xl border border-slate-200 bg-white px-4 text-[15px] text-slate-900 outline-none transition placeholder:text-slate-400 focus:border-brand-400 focus:ring-4 focus:ring-brand-100';

export interface ProfileFormProps {
  me: User;
  saving: boolean;
  /** Only what changed: a display name, a bio (null clears it). */
  onSave: (change: { displayName?: string; bio?: string | null }) => void;
}

/**
 * The profile beside the avatar: display name, and the bio (spec secondary 5: at most 150
 * characters, with an 'n/150' counter). Save sends what changed. The page keys it by the stored
 * values, so a save (here or on another device) starts it afresh from them.
 */
export function ProfileForm({ me, saving, onSave }: ProfileFormProps) {
  const t = useT();
  const [displayName, setDisplayName] = useState(me.displayName);
  const [bio, setBio] = useState(me.bio ?? '');
  const nameChanged = displayName.trim() !== me.displayName;
  const bioChanged = bio.trim() !== (me.bio ?? '');
  const canSave = !saving && displayName.trim().length > 0 && (nameChanged || bioChanged);

  return (
    <form
      data-testid="profile-form"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!canSave) return;
        onSave({
          ...(nameChanged ? { displayName: displayName.trim() } : {}),
          ...(bioChanged ? { bio: bio.trim() || null } : {}),
        });
      }}
    >
      <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-700">
        {t('avatar.displayName')}
        <input
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="name"
          data-testid="profile-display-name"
          className={`${FIELD} h-12 font-normal`}
        />
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-700">
        <span className="flex items-baseline justify-between">
          {t('avatar.bio')}
          <span
            data-testid="profile-bio-count"
            aria-live="polite"
            className={
              bio.length >= BIO_MAX
                ? 'text-xs font-semibold text-rose-600 tabular-nums'
                : 'text-xs font-medium text-slate-500 tabular-nums'
            }
          >
            {t('avatar.bioCount', { count: bio.length, max: BIO_MAX })}
          </span>
        </span>
        <textarea
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          maxLength={BIO_MAX}
          rows={3}
          placeholder={t('avatar.bioPlaceholder')}
          data-testid="profile-bio"
          className={`${FIELD} resize-none py-3 font-normal`}
        />
      </label>
      <Button type="submit" disabled={!canSave} data-testid="profile-save">
        {saving ? t('avatar.saving') : t('avatar.save')}
      </Button>
    </form>
  );
}
