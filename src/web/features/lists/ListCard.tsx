import { Globe, Lock, UserPlus, Users } from 'lucide-react';
import type { ContactList, User } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { ListCardFrame } from './ListCardFrame';
import { ListMembers } from './ListMembers';
import { ListMenu } from './ListMenu';
import { ListTags } from './ListTags';
import { listDateLabel } from './lists-text';

export interface ListCardProps {
  list: ContactList;
  highlighted?: boolean;
  onAddMembers: (list: ContactList) => void;
  onEdit: (list: ContactList) => void;
  onCopy: (list: ContactList) => void;
  onShare: (list: ContactList) => void;
  onDelete: (list: ContactList) => void;
  /** Everyone the app knows, to name the people on the list. */
  users: readonly User[] | undefined;
  busy: boolean;
  onRemoveMember: (list: ContactList, person: { id: string; displayName: string }) => void;
}

/** A public or private badge. */
export function ListPrivacyBadge({ isPublic }: { isPublic: boolean }) {
  const t = useT();
  const Icon = isPublic ? Globe : Lock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-[11px] font-semibold',
        isPublic ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600',
      )}
      data-testid="list-privacy"
    >
      <Icon aria-hidden className="h-3 w-3" />
      {isPublic ? t('lists.public') : t('lists.private')}
    </span>
  );
}

/**
 * Spec secondary 2: one of my lists: public or private, name, description, members (who they
 * are, for me alone, and how many), 'Updated' date, the first two tags and '+n', Add Members and
 * the menu.
 */
export function ListCard(props: ListCardProps) {
  const { list, highlighted } = props;
  const t = useT();
  const locale = useLocale();
  return (
    <ListCardFrame
      id={`list-${list.id}`}
      highlighted={highlighted}
      name={list.name}
      description={list.description}
      testId="list-card"
      badge={<ListPrivacyBadge isPublic={list.isPublic} />}
      action={{
        label: t('lists.addMembersTo', { name: list.name }),
        testId: 'list-add-members',
        icon: <UserPlus aria-hidden className="h-4.5 w-4.5" />,
        run: () => props.onAddMembers(list),
      }}
      menu={
        <ListMenu
          name={list.name}
          onEdit={() => props.onEdit(list)}
          onCopy={() => props.onCopy(list)}
          onShare={() => props.onShare(list)}
          onDelete={() => props.onDelete(list)}
        />
      }
    >
      <ListTags tags={list.tags} />
      <ListMembers
        memberIds={list.members}
        users={props.users}
        busy={props.busy}
        onRemove={(person) => props.onRemoveMember(list, person)}
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-[13px] text-slate-500">
        <span className="inline-flex items-center gap-1.5" data-testid="list-members">
          <Users aria-hidden className="h-4 w-4" />
          {t('lists.memberCount', { count: list.memberCount })}
        </span>
        <span data-testid="list-updated">
          {t('lists.updated', { date: listDateLabel(locale, list.updatedAt) })}
        </span>
      </div>
    </ListCardFrame>
  );
}
