import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Privacy } from '../../../protocol';
import { apiRequest } from '../../lib/api';

const privacyPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/privacy`;
const privacyKey = (userId: string) => ['/api/users', userId, 'privacy'] as const;

/**
 * Privacy 'Read receipts' (GET/PUT /api/users/{id}/privacy): off shares none of my reads and
 * shows me nobody's, so the chat list's ticks are read again after a change.
 */
export function useReadReceipts(userId: string) {
  const client = useQueryClient();
  const key = privacyKey(userId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => apiRequest<Privacy>('GET', privacyPath(userId)),
  });
  const mutation = useMutation({
    mutationFn: (readReceipts: boolean) =>
      apiRequest<Privacy>('PUT', privacyPath(userId), { readReceipts }),
    onMutate: async (readReceipts) => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const before = client.getQueryData<Privacy>(key);
      client.setQueryData<Privacy>(key, { readReceipts });
      return { before };
    },
    onError: (_err, _value, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (stored) => {
      client.setQueryData(key, stored);
      void client.invalidateQueries({ queryKey: ['/api/conversations'] });
    },
  });
  return {
    readReceipts: query.data?.readReceipts ?? true,
    loaded: query.data !== undefined,
    set: mutation.mutateAsync,
  };
}
