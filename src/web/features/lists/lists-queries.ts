import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactList,
  ContactListCreate,
  ContactListUpdate,
  ContactLists,
} from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { apiRequest, errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { contactListsKey } from './lists-cache';

/** My Lists and Shared Lists, as the server keeps them. */
export function useContactLists(me: string) {
  return useQuery({
    queryKey: contactListsKey(me),
    queryFn: () => apiRequest<ContactLists>('GET', '/api/contact-lists'),
  });
}

export type ListAction =
  | { kind: 'create'; input: ContactListCreate }
  | { kind: 'update'; list: ContactList; input: ContactListUpdate }
  | { kind: 'delete'; list: ContactList }
  | { kind: 'addMembers'; list: ContactList; userIds: string[] }
  | { kind: 'join'; list: ContactList }
  | { kind: 'leave'; list: ContactList; me: string }
  | { kind: 'removeMember'; list: ContactList; person: { id: string; displayName: string } };

const path = (list: ContactList) => `/api/contact-lists/${encodeURIComponent(list.id)}`;

function listActionRun(action: ListAction): Promise<unknown> {
  switch (action.kind) {
    case 'create':
      return apiRequest('POST', '/api/contact-lists', action.input);
    case 'update':
      return apiRequest('PATCH', path(action.list), action.input);
    case 'delete':
      return apiRequest('DELETE', path(action.list));
    case 'addMembers':
      return apiRequest('POST', `${path(action.list)}/members`, { userIds: action.userIds });
    case 'join':
      return apiRequest('POST', `${path(action.list)}/join`);
    case 'leave':
      return apiRequest('DELETE', `${path(action.list)}/members/${encodeURIComponent(action.me)}`);
    case 'removeMember':
      return apiRequest(
        'DELETE',
        `${path(action.list)}/members/${encodeURIComponent(action.person.id)}`,
      );
  }
}

/**
 * What the lists screen does to a list. Each success says so in the spec's words (section 4),
 * a failure says why; either way the lists are read again.
 */
export function useListAction(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: listActionRun,
    onSuccess: (_done, action) => {
      switch (action.kind) {
        case 'create':
          return toast({ title: t('lists.createdTitle'), description: t('lists.createdBody') });
        case 'update':
          return toast({ title: t('lists.updatedTitle'), description: t('lists.updatedBody') });
        case 'delete':
          return toast({ title: t('lists.deletedTitle'), description: t('lists.deletedBody') });
        case 'addMembers':
          return toast({
            title: t('lists.membersAddedTitle'),
            description: t('lists.membersAddedBody'),
          });
        case 'join':
          return toast({
            title: t('lists.joinedTitle'),
            description: t('lists.joinedBody', { name: action.list.name }),
          });
        case 'leave':
          return toast({
            title: t('lists.leftTitle'),
            description: t('lists.leftBody', { name: action.list.name }),
          });
        case 'removeMember':
          return toast({
            title: t('lists.memberRemoved', {
              name: action.person.displayName,
              list: action.list.name,
            }),
          });
      }
    },
    onError: (err) =>
      toast({
        title: t('lists.actionFailed'),
        description: errorText(err),
        variant: 'destructive',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: contactListsKey(me), exact: true }),
  });
}
