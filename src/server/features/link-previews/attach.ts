import { eq } from 'drizzle-orm';
import type { LinkPreview, Message } from '../../../protocol';
import { textFirstLink } from '../../../protocol/text-links';
import type { AppContext } from '../../context/app-context';
import { messages } from '../../db/schema';
import { publishTo } from '../../realtime/publish';
import { conversationChangeNext } from '../message-rows/changes';
import { messageView } from '../message-rows/view';
import { objectAttach } from '../objects/attach';
import { objectCreate, objectDiscard } from '../objects/service';
import type { AddressAllowed } from './address-policy';
import { addressPublic } from './address-policy';
import { previewFetch, previewRefused } from './preview';
import type { LinkPreviewFetched } from './preview';

/**
 * Previews fetched at once. Each waits on a distant server for up to 5 s, doing next to
 * nothing meanwhile; two at a time keep a burst of links from holding many sockets, and a
 * burst waits its turn rather than slowing sends.
 */
const RUNNING_MAX = 2;
/** Links waiting past this are not previewed: a flood of links gets no previews, not a backlog. */
const WAITING_MAX = 200;

interface Queue {
  running: Set<Promise<void>>;
  waiting: Message[];
  /** The server is closing: nothing more starts. */
  closed: boolean;
}
const queues = new WeakMap<AppContext, Queue>();

/**
 * Whether a message gets a preview: previews on, words with a link, not a burner's (gone within
 * a day). The cheap test first: this runs for every message sent.
 */
export function linkPreviewWanted(enabled: boolean, message: Message): boolean {
  if (!enabled || message.isBurner || message.messageType !== 'text') return false;
  return message.content.includes('http') && textFirstLink(message.content) !== undefined;
}

/**
 * After a message is stored and sent: when it is words with a link (not a burner's, which are
 * gone within a day), its preview is fetched in the background, never holding up the send. Once
 * fetched it joins the message's metadata and every member gets the message again.
 */
export function linkPreviewLater(ctx: AppContext, message: Message): void {
  if (!linkPreviewWanted(ctx.config.linkPreviews, message)) return;
  const queue = queueOf(ctx);
  if (queue.closed || queue.waiting.length >= WAITING_MAX) return;
  queue.waiting.push(message);
  linkPreviewNext(ctx, queue);
}

function queueOf(ctx: AppContext): Queue {
  let queue = queues.get(ctx);
  if (!queue) queues.set(ctx, (queue = { running: new Set(), waiting: [], closed: false }));
  return queue;
}

function linkPreviewNext(ctx: AppContext, queue: Queue): void {
  while (!queue.closed && queue.running.size < RUNNING_MAX && queue.waiting.length > 0) {
    const message = queue.waiting.shift()!;
    const job: Promise<void> = linkPreviewAttach(ctx, message)
      .catch((err: unknown) => ctx.log.warn({ err }, 'link preview failed'))
      .finally(() => {
        queue.running.delete(job);
        linkPreviewNext(ctx, queue);
      });
    queue.running.add(job);
  }
}

/**
 * The server is closing: the previews waiting are dropped, and those under way finish (they
 * write a picture to the object store and the message to the database, both about to close).
 */
export async function linkPreviewsClose(ctx: AppContext): Promise<void> {
  const queue = queueOf(ctx);
  queue.closed = true;
  queue.waiting = [];
  await Promise.allSettled([...queue.running]);
}

/** The fetcher's address rule: public addresses, and whatever a test allows besides. */
function allowedOf(ctx: AppContext): AddressAllowed | undefined {
  const also = ctx.config.linkPreviewAddressAllowed;
  return also ? (address, port) => also(address, port) || addressPublic(address, port) : undefined;
}

/** Fetches a message's first link's preview and stores it on the message, if it is still there. */
export async function linkPreviewAttach(ctx: AppContext, message: Message): Promise<void> {
  const url = textFirstLink(message.content);
  if (!url) return;
  const fetched = await previewFetch(url, { addressAllowed: allowedOf(ctx) });
  if (fetched === null) return;
  if (previewRefused(fetched)) {
    ctx.log.debug({ refused: fetched.refused, detail: fetched.detail }, 'no link preview');
    return;
  }
  const image = await previewImageStore(ctx, message.senderId, fetched);
  const preview: LinkPreview = {
    // The link as written, which the card opens and an edit compares: not where it redirected.
    url,
    title: fetched.title,
    description: fetched.description,
    siteName: fetched.siteName,
    ...(image ? { image: { url: image.url, width: image.width, height: image.height } } : {}),
  };
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(messages).where(eq(messages.id, message.id)).for('update');
    // Unsent, burnt or edited to other words meanwhile: the preview is of nothing shown.
    if (!row || row.deletedAt || textFirstLink(row.content) !== url) return null;
    const changeSeq = await conversationChangeNext(tx, row.conversationId);
    const [changed] = await tx
      .update(messages)
      .set({ metadata: { ...row.metadata, linkPreview: preview }, changeSeq })
      .where(eq(messages.id, row.id))
      .returning();
    if (image) await objectAttach(tx, image.ref, row.id, null);
    return messageView(changed!);
  });
  if (!updated) {
    if (image) await objectDiscard(ctx, image.ref);
    return;
  }
  await publishTo(ctx, await ctx.members.of(updated.conversationId), {
    type: 'message',
    message: updated,
  });
}

/**
 * The preview's picture as an object of the sender's, checked and re-encoded like any photo
 * (`objects`), so it is served from here and the page's server never learns who looked.
 */
async function previewImageStore(ctx: AppContext, ownerId: string, fetched: LinkPreviewFetched) {
  if (!fetched.image) return null;
  try {
    const stored = await objectCreate(ctx, ownerId, { kind: 'image', bytes: fetched.image.bytes });
    return {
      ref: stored.ref,
      url: stored.url,
      width: stored.width ?? null,
      height: stored.height ?? null,
    };
  } catch (err) {
    ctx.log.debug({ err }, 'link preview image refused');
    return null;
  }
}

/** Previews follow every new message the send path delivers (`context/deliveries.ts`). */
export function linkPreviewsListen(ctx: AppContext): void {
  ctx.delivered.on((d) => {
    if (d.kind === 'message') linkPreviewLater(ctx, d.message);
  });
}
