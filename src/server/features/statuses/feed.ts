import { sql } from 'drizzle-orm';
import type { StatusTranslation, StatusUpdate, StatusViewer } from '../../../protocol';
import { objectUrl } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import type { TextTranslations } from '../translate/service';
import { statusReaderRead, statusesTranslate } from './translation';
import { statusVisibleSql } from '../objects/status-visibility';

interface StatusRow {
  id: string;
  user_id: string;
  content: string;
  language: string | null;
  reply_count: number;
  created_at: Date | string;
  expires_at: Date | string;
  username: string;
  display_name: string;
  avatar: string | null;
  photo_id: string | null;
  width: number | null;
  height: number | null;
  thumb_key: string | null;
  views: number;
  likes: number;
  is_liked: boolean;
  has_viewed: boolean;
}

const iso = (v: Date | string): string => new Date(v).toISOString();

function statusView(
  r: StatusRow,
  viewer: string,
  translation: StatusTranslation | undefined,
): StatusUpdate {
  const url = r.photo_id ? objectUrl('image', r.photo_id) : null;
  return {
    id: r.id,
    userId: r.user_id,
    content: r.content,
    language: r.language,
    ...(translation ? { translation } : {}),
    ...(url
      ? {
          media: {
            url,
            ...(r.thumb_key ? { thumbUrl: `${url}?thumb=1` } : {}),
            ...(r.width !== null ? { width: r.width } : {}),
            ...(r.height !== null ? { height: r.height } : {}),
          },
        }
      : {}),
    createdAt: iso(r.created_at),
    expiresAt: iso(r.expires_at),
    views: Number(r.views),
    likes: Number(r.likes),
    replies: r.reply_count,
    isLiked: r.is_liked,
    author: {
      id: r.user_id,
      username: r.username,
      displayName: r.display_name,
      avatar: r.avatar,
    },
    // The author has seen their own.
    hasViewed: r.user_id === viewer || r.has_viewed,
  };
}

/**
 * The statuses `viewer` may see (theirs and their friends', unexpired), newest first, each
 * friend's words in the viewer's language (`statusesTranslate`); with `id`, only that one (an
 * empty list when it is not theirs to see).
 */
export async function statusesRead(
  ctx: AppContext,
  translations: TextTranslations,
  viewer: string,
  id?: string,
): Promise<StatusUpdate[]> {
  const only = id === undefined ? sql`` : sql`and s.id = ${id}`;
  const [reader, rows] = await Promise.all([
    statusReaderRead(ctx, viewer),
    dbRows<StatusRow>(
      ctx.db,
      sql`select s.id, s.user_id, s.content, s.language, s.reply_count, s.created_at, s.expires_at,
        u.username, u.display_name, u.avatar,
        o.id as photo_id, o.width, o.height, o.thumb_key,
        (select count(*)::int from status_views v where v.status_id = s.id) as views,
        (select count(*)::int from status_likes l where l.status_id = s.id) as likes,
        exists (select 1 from status_likes l where l.status_id = s.id and l.user_id = ${viewer})
          as is_liked,
        exists (select 1 from status_views v where v.status_id = s.id and v.user_id = ${viewer})
          as has_viewed
      from statuses s
      join users u on u.id = s.user_id
      left join objects o on o.id = s.object_id
      where ${statusVisibleSql(viewer, ctx.clock.now())} ${only}
      order by s.created_at desc, s.id desc`,
    ),
  ]);
  const translated = await statusesTranslate(
    ctx,
    translations,
    reader,
    rows.map((r) => ({
      id: r.id,
      authorId: r.user_id,
      authorName: r.display_name,
      content: r.content,
      language: r.language,
    })),
  );
  return rows.map((r) => statusView(r, viewer, translated.get(r.id)));
}

/** Who saw a status, newest first, and whether each liked it too (the author's view). */
export async function statusViewersRead(
  ctx: AppContext,
  statusId: string,
): Promise<StatusViewer[]> {
  const rows = await dbRows<{
    id: string;
    username: string;
    display_name: string;
    avatar: string | null;
    viewed_at: Date | string;
    liked: boolean;
  }>(
    ctx.db,
    sql`select u.id, u.username, u.display_name, u.avatar, v.created_at as viewed_at,
        exists (select 1 from status_likes l where l.status_id = v.status_id and l.user_id = v.user_id)
          as liked
      from status_views v
      join users u on u.id = v.user_id
      where v.status_id = ${statusId}
      order by v.created_at desc, u.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    displayName: r.display_name,
    avatar: r.avatar,
    viewedAt: iso(r.viewed_at),
    liked: r.liked,
  }));
}
