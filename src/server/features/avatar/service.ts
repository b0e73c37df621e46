import { and, eq, or } from 'drizzle-orm';
import type { User } from '../../../protocol';
import { AVATAR_MAX_BYTES, AVATAR_TEXT, avatarUrl, userSettingsSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { friendships, objects, users } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { invalidFileType } from '../objects/refusals';
import { objectCreate, objectDiscard } from '../objects/service';
import type { ObjectRow } from '../objects/service';
import { userGet } from '../users/service';
import { userUpdatedPublish } from '../users/user-publish';
import { avatarSquare } from './square';

/** Spec secondary 8: 'Please select an image smaller than 5MB.', reason file_too_large. */
export const avatarTooLarge = () => new HttpError(413, AVATAR_TEXT.tooLarge, 'file_too_large');

async function userOrThrow(ctx: AppContext, userId: string): Promise<User> {
  const user = await userGet(ctx, userId);
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

/**
 * Makes a picture the user's avatar: refuses more than 5 MB and anything that is not a JPEG,
 * PNG, GIF or WebP by its bytes, keeps a 512 px square of it as the user's image object, points
 * `users.avatar` at it, and tells everyone who shows the user. The avatar it replaces is no
 * longer anyone's: unsent, the objects' sweep deletes it within a day.
 */
export async function avatarSet(ctx: AppContext, userId: string, bytes: Buffer): Promise<User> {
  if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
  const square = await avatarSquare(bytes);
  if (!square) throw invalidFileType('image');
  const stored = await objectCreate(ctx, userId, {
    kind: 'image',
    bytes: square,
    claimedType: 'image/webp',
  });
  try {
    await ctx.db
      .update(users)
      .set({ avatar: avatarUrl(stored.ref), avatarObjectId: stored.ref })
      .where(eq(users.id, userId));
  } catch (err) {
    await objectDiscard(ctx, stored.ref);
    throw err;
  }
  await userUpdatedPublish(ctx, userId);
  return userOrThrow(ctx, userId);
}

/** Spec secondary 'Avatar Removed': no picture (the placeholder shows), told to everyone. */
export async function avatarRemove(ctx: AppContext, userId: string): Promise<User> {
  await ctx.db
    .update(users)
    .set({ avatar: null, avatarObjectId: null })
    .where(eq(users.id, userId));
  await userUpdatedPublish(ctx, userId);
  return userOrThrow(ctx, userId);
}

/**
 * The object behind `/api/avatars/{ref}`, if `viewerId` (null: nobody signed in, as on the
 * identity picker) may see it: it must be someone's avatar now, and their 'Profile photo'
 * setting (spec secondary 9) must let the viewer see it: everyone; contacts (their friends,
 * the people on their Contacts screen: anyone may write to or ask anyone, so a chat or a request
 * alone does not count); nobody but themselves. Anything else is null, as for a ref that does
 * not exist, so other objects stay private.
 */
export async function avatarReadable(
  ctx: AppContext,
  viewerId: string | null,
  ref: string,
): Promise<ObjectRow | null> {
  const [found] = await ctx.db
    .select({ object: objects, ownerId: users.id, settings: users.settings })
    .from(objects)
    .innerJoin(users, eq(users.avatarObjectId, objects.id))
    .where(eq(objects.id, ref))
    .limit(1);
  if (!found) return null;
  if (found.ownerId === viewerId) return found.object;
  const { profilePhoto } = userSettingsSchema.parse(found.settings);
  if (profilePhoto === 'everyone') return found.object;
  if (profilePhoto === 'nobody' || !viewerId) return null;
  const [friend] = await ctx.db
    .select({ id: friendships.userId })
    .from(friendships)
    .where(
      or(
        and(eq(friendships.userId, found.ownerId), eq(friendships.friendId, viewerId)),
        and(eq(friendships.userId, viewerId), eq(friendships.friendId, found.ownerId)),
      ),
    )
    .limit(1);
  return friend ? found.object : null;
}
