import { useState } from 'react';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Tabs } from '../../ui/Tabs';
import { toast } from '../../ui/toast-store';
import { emailValid, inviteLink, mailtoHref, openExternal, phoneValid, smsHref } from './invite';

export interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
}

const FIELD =
  'h-11 w-full rounded-2xl border border-slate-200 bg-white px-3.5 text-[15px] text-slate-900 outline-none focus:border-brand-300 focus:ring-2 focus:ring-brand-200';

/** An address field with its label, the send button, and the error under it. */
function AddressForm(props: {
  label: string;
  type: 'email' | 'tel';
  placeholder: string;
  valid: (value: string) => boolean;
  invalidText: string;
  onSend: (value: string) => void;
  testId: string;
}): ReactNode {
  const t = useT();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-col gap-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!props.valid(value)) return setError(props.invalidText);
        setError(null);
        props.onSend(value);
        setValue('');
      }}
    >
      <label className="text-sm font-semibold text-slate-700" htmlFor={props.testId}>
        {props.label}
      </label>
      <input
        id={props.testId}
        data-testid={props.testId}
        type={props.type}
        value={value}
        placeholder={props.placeholder}
        aria-invalid={error !== null}
        onChange={(e) => setValue(e.target.value)}
        className={FIELD}
      />
      {error && (
        <p role="alert" className="text-sm text-rose-600" data-testid={`${props.testId}-error`}>
          {error}
        </p>
      )}
      <Button type="submit" disabled={!value.trim()} data-testid={`${props.testId}-send`}>
        {t('contacts.sendInvite')}
      </Button>
    </form>
  );
}

/** Spec secondary 'Contacts' Invite Friend: Link, Email and SMS. */
export function InviteDialog({ open, onOpenChange, userId }: InviteDialogProps) {
  const t = useT();
  const link = inviteLink(window.location.origin, userId);
  const message = t('contacts.inviteMessage', { link });
  const sent = () => {
    toast({ title: t('contacts.invitationSent'), description: t('contacts.invitationSentBody') });
    onOpenChange(false);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t('contacts.linkCopied'), description: t('contacts.linkCopiedBody') });
    } catch {
      // No clipboard here (an insecure page, or permission refused): the link stays selectable.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('contacts.invite')}
      description={t('contacts.inviteHint')}
      testId="invite-dialog"
    >
      <Tabs
        tabs={[
          {
            value: 'link',
            label: t('contacts.tabLink'),
            content: (
              <div className="flex flex-col gap-2">
                <label className="text-sm font-semibold text-slate-700" htmlFor="invite-link">
                  {t('contacts.inviteLinkLabel')}
                </label>
                <input
                  id="invite-link"
                  data-testid="invite-link"
                  readOnly
                  value={link}
                  onFocus={(e) => e.currentTarget.select()}
                  className={FIELD}
                />
                <Button onClick={() => void copy()} data-testid="invite-copy">
                  <Copy className="h-4 w-4" />
                  {t('contacts.copyLink')}
                </Button>
              </div>
            ),
          },
          {
            value: 'email',
            label: t('contacts.tabEmail'),
            content: (
              <AddressForm
                label={t('contacts.emailLabel')}
                type="email"
                placeholder={t('contacts.emailPlaceholder')}
                valid={emailValid}
                invalidText={t('contacts.emailInvalid')}
                testId="invite-email"
                onSend={(to) => {
                  openExternal(mailtoHref(to, t('contacts.inviteSubject'), message));
                  sent();
                }}
              />
            ),
          },
          {
            value: 'sms',
            label: t('contacts.tabSms'),
            content: (
              <AddressForm
                label={t('contacts.phoneLabel')}
                type="tel"
                placeholder={t('contacts.phonePlaceholder')}
                valid={phoneValid}
                invalidText={t('contacts.phoneInvalid')}
                testId="invite-sms"
                onSend={(to) => {
                  openExternal(smsHref(to, message));
                  sent();
                }}
              />
            ),
          },
        ]}
      />
    </Dialog>
  );
}
