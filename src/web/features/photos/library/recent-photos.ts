import { useQuery } from '@tanstack/react-query';
import type { StoredObject } from '../../media/upload';
import { storedObjectRead } from '../../media/upload-reply';

/** Only what reads as an object of our own server is shown. */
const objectsRead = (list: unknown[]): StoredObject[] =>
  list.map(storedObjectRead).filter((o): o is StoredObject => o !== null);

/** GET /api/objects/recent?kind=image: my own recent images, newest first (issue 12). */
export function recentPhotosKey() {
  return ['/api/objects/recent', { kind: 'image' }] as const;
}

/** The Photo Library's Recent tab: read when the library opens, fresh on every opening. */
export function useRecentPhotos() {
  return useQuery<unknown[], Error, StoredObject[]>({
    queryKey: recentPhotosKey(),
    select: objectsRead,
    staleTime: 0,
    gcTime: 0,
  });
}
