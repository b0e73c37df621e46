import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import { sql } from 'drizzle-orm';
import type { Call, Message, PushNotice } from '../../../protocol';
import {
  callLineRead,
  messageTranslationWanted,
  messageWords,
  translationSettingsDefault,
  userSettingsSchema,
} from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import type { Delivery } from '../../context/deliveries';
import { dbRows } from '../../db/rows';
import { messagesTranslate } from '../translate/messages';
import type { TextTranslations } from '../translate/service';
import { pushSend } from './push-send';
import type { PushOutcome, PushSendOptions } from './push-send';
import { pushCallWanted, pushMessageWanted } from './push-rules';
import type { VapidDetails } from './vapid';

/**
 * Deliveries waiting for the notifier. A burst beyond this is dropped (and logged) rather than
 * held: a push is a courtesy, the message is already stored and shown when the app opens, and an
 * unbounded queue behind a slow push service would grow until the process runs out of memory.
 * At the send path's measured peak (thousands of messages a second) this is under a second of
 * sends; most deliveries leave the queue at the presence check, without a query.
 */
const QUEUE_MAX = 2_000;

/**
 * Deliveries handled at once: each waits on presence, a query, maybe a translation and the push
 * services, so a few overlap those waits while keeping the pool's connections (and the
 * translator) for the requests.
 */
const CONCURRENCY = 4;

/**
 * How long a push service keeps a message for a device that is off (RFC 8030 §5.2): a day. An
 * older notification is news the app has shown by then, or no longer worth waking a phone for.
 */
const MESSAGE_TTL_S = 24 * 60 * 60;

/** One of the reader's subscriptions, with what decides whether and how they are told. */
interface Row {
  endpoint: string;
  p256dh: string;
  auth: string;
  user_id: string;
  language: string;
  status: string;
  settings: unknown;
  muted: boolean;
  auto_translate: boolean | null;
  source_language: string | null;
  target_language: string | null;
}

interface Chat {
  name: string | null;
  is_group: boolean;
  display_name: string;
}

/** A push topic per chat (RFC 8030 §5.4, at most 32 base64url characters): a newer push replaces one waiting. */
function topicOf(conversationId: string): string {
  return createHash('sha256').update(conversationId).digest('base64url').slice(0, 32);
}

/**
 * Web Push to the members with no open socket anywhere (issue 31): told of each new message and
 * ringing call after the sockets were, it queues the delivery and returns, so the send path waits
 * for none of this. For a delivery it asks presence first (memory, or one Redis call), and reads
 * the database only when someone is offline; then their subscriptions with their switches, Mute
 * and translation settings in one query, words them in each reader's language and sends. A
 * subscription the push service no longer knows (404/410) is dropped.
 */
export class PushNotifier {
  readonly #queue: Delivery[] = [];
  #running = 0;
  #idle: Array<() => void> = [];
  #closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly translations: TextTranslations,
    private readonly vapid: VapidDetails,
    private readonly agent: Agent,
    /** The agent is this notifier's to close (not a test's). */
    private readonly agentOwned: boolean,
  ) {}

  /** The VAPID public key browsers subscribe with (`applicationServerKey`). */
  get publicKey(): string {
    return this.vapid.publicKey;
  }

  /** The listener for `ctx.delivered`: cheap, synchronous, never throws. */
  readonly listen = (delivery: Delivery): void => {
    if (this.#closed || recipientsOf(delivery).length === 0) return;
    if (this.#queue.length >= QUEUE_MAX) {
      this.ctx.log.warn('push queue full; a notification was dropped');
      return;
    }
    this.#queue.push(delivery);
    this.#pump();
  };

  /** Resolves once nothing is queued or under way (tests wait on it before reading). */
  idle(): Promise<void> {
    if (this.#running === 0 && this.#queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /** Stops taking deliveries and waits for those under way (before the database closes). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#queue.length = 0;
    await this.idle();
    if (this.agentOwned) this.agent.destroy();
  }

  #pump(): void {
    while (this.#running < CONCURRENCY && this.#queue.length > 0) {
      const delivery = this.#queue.shift()!;
      this.#running++;
      void this.#handle(delivery)
        .catch((err: unknown) => this.ctx.log.warn({ err }, 'push not sent'))
        .finally(() => {
          this.#running--;
          this.#pump();
          if (this.#running === 0 && this.#queue.length === 0) {
            for (const resolve of this.#idle.splice(0)) resolve();
          }
        });
    }
  }

  async #handle(delivery: Delivery): Promise<void> {
    const recipients = recipientsOf(delivery);
    const online = await this.ctx.presence.onlineAmong(recipients);
    const offline = recipients.filter((id) => !online.has(id));
    if (offline.length === 0) return;
    const conversationId =
      delivery.kind === 'message' ? delivery.message.conversationId : delivery.call.conversationId;
    const rows = await dbRows<Row>(
      this.ctx.db,
      sql`select s.endpoint, s.p256dh, s.auth, s.user_id, u.language, u.status, u.settings,
            cm.muted,
            ts.auto_translate, ts.source_language, ts.target_language
          from push_subscriptions s
          join users u on u.id = s.user_id
          join conversation_members cm
            on cm.user_id = s.user_id and cm.conversation_id = ${conversationId}
          left join translation_settings ts
            on ts.user_id = s.user_id and ts.conversation_id = ${conversationId}
          where s.user_id in (${sql.join(
            offline.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    if (rows.length === 0) return;
    const from = delivery.kind === 'message' ? delivery.message.senderId : delivery.call.from;
    const [chat] = await dbRows<Chat>(
      this.ctx.db,
      sql`select c.name, c.is_group, u.display_name from conversations c, users u
          where c.id = ${conversationId} and u.id = ${from}`,
    );
    if (!chat) return;
    // Worded once per reader, sent to each of their browsers.
    const notices = new Map<string, Promise<PushNotice | null>>();
    const noticeOf = (row: Row) => {
      let notice = notices.get(row.user_id);
      if (!notice) {
        notice =
          delivery.kind === 'message'
            ? this.#messageNotice(delivery.message, row, chat)
            : Promise.resolve(callNotice(delivery.call, row, chat));
        notices.set(row.user_id, notice);
      }
      return notice;
    };
    await Promise.all(
      rows.map(async (row) => {
        const notice = await noticeOf(row);
        if (notice) await this.#send(row, notice);
      }),
    );
  }

  async #messageNotice(message: Message, row: Row, chat: Chat): Promise<PushNotice | null> {
    const settings = switchesOf(row);
    const mentioned = message.mentions?.includes(row.user_id) ?? false;
    if (!pushMessageWanted(settings, { isGroup: chat.is_group, muted: row.muted }, mentioned)) {
      return null;
    }
    const burner = message.isBurner || message.messageType === 'burner';
    return {
      type: 'message',
      conversationId: message.conversationId,
      messageId: message.id,
      language: row.language,
      isGroup: chat.is_group,
      chatName: chat.is_group ? chat.name : null,
      senderName: chat.display_name,
      senderFirstName: chat.display_name.split(' ')[0] || chat.display_name,
      messageType: message.messageType,
      mentioned,
      body: burner ? null : await this.#wordsRead(message, row),
      ...(message.messageType === 'call'
        ? { callLine: callLineRead(message.metadata) ?? undefined }
        : {}),
    };
  }

  /**
   * The words as the reader reads them in the chat: translated when their settings for it ask
   * (`messageTranslationWanted`, the rule the chat view follows), through the stored translation
   * the chat would show, so opening the chat costs no second one. As written when the
   * translation fails: the notice goes anyway.
   */
  async #wordsRead(message: Message, row: Row): Promise<string | null> {
    const words = messageWords(message);
    if (words === null) return null;
    const settings =
      row.auto_translate === null
        ? translationSettingsDefault(row.language)
        : {
            autoTranslate: row.auto_translate,
            sourceLanguage: row.source_language ?? 'auto',
            targetLanguage: row.target_language ?? row.language,
          };
    if (!messageTranslationWanted(message, row.user_id, settings)) return words;
    const [translation] = await messagesTranslate(
      this.ctx,
      this.translations,
      row.user_id,
      [message.id],
      settings.targetLanguage,
      settings.sourceLanguage,
    );
    return translation && 'translatedText' in translation ? translation.translatedText : words;
  }

  async #send(row: Row, notice: PushNotice): Promise<void> {
    const options: PushSendOptions = {
      vapid: this.vapid,
      ...(notice.type === 'message'
        ? { ttlSeconds: MESSAGE_TTL_S, urgency: 'normal', topic: topicOf(notice.conversationId) }
        : // A call is worth waking the phone for, and only while it rings.
          {
            ttlSeconds: Math.ceil(this.ctx.config.callRingTimeoutMs / 1000),
            urgency: 'high',
          }),
      agent: this.agent,
      onFailure: (err) => this.ctx.log.warn({ err }, 'push service refused a push'),
    };
    const outcome: PushOutcome = await pushSend(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      notice,
      options,
    );
    if (outcome === 'gone') {
      // Only the row read: a browser that subscribed again meanwhile kept its endpoint's new keys.
      await this.ctx.db.execute(
        sql`delete from push_subscriptions
            where endpoint = ${row.endpoint} and p256dh = ${row.p256dh} and auth = ${row.auth}`,
      );
    }
  }
}

/** Who may be told: the members but the sender or caller. */
function recipientsOf(delivery: Delivery): string[] {
  const from = delivery.kind === 'message' ? delivery.message.senderId : delivery.call.from;
  return delivery.members.filter((id) => id !== from);
}

/** The reader's notification switches, and whether they chose Busy. */
function switchesOf(row: Row) {
  const stored = row.settings && typeof row.settings === 'object' ? row.settings : {};
  return { ...userSettingsSchema.parse(stored), busy: row.status === 'busy' };
}

function callNotice(call: Call, row: Row, chat: Chat): PushNotice | null {
  const settings = switchesOf(row);
  if (!pushCallWanted(settings, { muted: row.muted })) return null;
  return {
    type: 'call',
    conversationId: call.conversationId,
    callId: call.callId,
    language: row.language,
    callType: call.callType,
    isGroup: chat.is_group,
    callerName: chat.display_name,
  };
}
