import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import type { VideoCollabRequest } from '../../../protocol';
import { messagesFrom } from '../../i18n/catalog-load';
import { intlCreate } from '../../i18n/intl';
import type { T } from '../../i18n/use-t';
import { collabNoticeText } from './collab-notice';

const intl = intlCreate('en', messagesFrom(english));
const t: T = (id, values) => intl.formatMessage({ id }, values);

const request = (
  status: VideoCollabRequest['status'],
  videoTitle = 'Lisbon',
): VideoCollabRequest => ({
  id: 'r1',
  videoId: 'v1',
  videoTitle,
  thumbnailUrl: '/api/videos/v1/thumbnail',
  note: '',
  status,
  createdAt: '2026-11-27T10:00:00.000Z',
  requester: { id: 'u-sofia', displayName: 'Sofía García', avatar: null },
});

describe('collaboration notices', () => {
  it('tells the creator of a new request, and not the one who sent it', () => {
    expect(collabNoticeText(request('pending'), 'u-emma', t)).toBe(
      'Sofía García wants to collaborate on "Lisbon"',
    );
    expect(collabNoticeText(request('pending', ''), 'u-emma', t)).toBe(
      'Sofía García wants to collaborate on "Untitled video"',
    );
    expect(collabNoticeText(request('pending'), 'u-sofia', t)).toBeNull();
  });

  it('tells the requester the answer, and not the creator who gave it', () => {
    expect(collabNoticeText(request('accepted'), 'u-sofia', t)).toBe(
      'Your collaboration request for “Lisbon” was accepted',
    );
    expect(collabNoticeText(request('declined'), 'u-sofia', t)).toBe(
      'Your collaboration request for “Lisbon” was declined',
    );
    expect(collabNoticeText(request('accepted'), 'u-emma', t)).toBeNull();
  });
});
