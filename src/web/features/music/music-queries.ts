import { useQuery } from '@tanstack/react-query';
import type { RecentSongs } from '../../../protocol';
import { apiRequest } from '../../lib/api';

/**
 * Recently Played (`GET /api/music/recent`): asked again each time Share Music opens, since the
 * user may have shared a song since, on this device or another.
 */
export function useRecentSongs(userId: string) {
  return useQuery<RecentSongs>({
    queryKey: ['/api/music/recent', userId],
    queryFn: () => apiRequest<RecentSongs>('GET', '/api/music/recent'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
