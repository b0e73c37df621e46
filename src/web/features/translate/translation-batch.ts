import type { MessageTranslation } from '../../../protocol';
import { TRANSLATE_MAX_BATCH } from '../../../protocol/limits';
import { apiRequest } from '../../lib/api';

/**
 * Requests made within this long of each other go out together: every bubble that mounts in
 * one render (a screenful, or the rows a scroll brings in during one frame) asks within it.
 */
export const BATCH_WAIT_MS = 16;

export interface BatchRequest {
  messageIds: string[];
  targetLanguage: string;
  sourceLanguage?: string;
}

type Post = (request: BatchRequest) => Promise<MessageTranslation[]>;

interface Waiter {
  resolve: (t: MessageTranslation) => void;
  reject: (err: unknown) => void;
}

const postToServer: Post = async (request) =>
  (
    await apiRequest<{ translations: MessageTranslation[] }>(
      'POST',
      '/api/translate/messages',
      request,
    )
  ).translations;

/**
 * Gathers single-message translation requests into POST /api/translate/messages calls: one per
 * target and source, at most {@link TRANSLATE_MAX_BATCH} messages each.
 */
export class TranslationBatcher {
  private readonly queues = new Map<string, Map<string, Waiter[]>>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly post: Post = postToServer) {}

  load(messageId: string, target: string, source: string): Promise<MessageTranslation> {
    return new Promise((resolve, reject) => {
      const key = `${target} ${source}`;
      let queue = this.queues.get(key);
      if (!queue) this.queues.set(key, (queue = new Map()));
      const waiters = queue.get(messageId) ?? [];
      waiters.push({ resolve, reject });
      queue.set(messageId, waiters);
      this.timer ??= setTimeout(() => this.flush(), BATCH_WAIT_MS);
    });
  }

  private flush(): void {
    this.timer = null;
    const queues = [...this.queues];
    this.queues.clear();
    for (const [key, queue] of queues) {
      const [target, source] = key.split(' ') as [string, string];
      const ids = [...queue.keys()];
      for (let i = 0; i < ids.length; i += TRANSLATE_MAX_BATCH) {
        const chunk = ids.slice(i, i + TRANSLATE_MAX_BATCH);
        void this.send(chunk, queue, target, source);
      }
    }
  }

  private async send(
    ids: string[],
    queue: Map<string, Waiter[]>,
    target: string,
    source: string,
  ): Promise<void> {
    try {
      const answers = await this.post({
        messageIds: ids,
        targetLanguage: target,
        ...(source === 'auto' ? {} : { sourceLanguage: source }),
      });
      const byId = new Map(answers.map((a) => [a.messageId, a]));
      for (const id of ids) {
        const answer = byId.get(id) ?? { messageId: id, error: 'Message not found' };
        for (const w of queue.get(id)!) w.resolve(answer);
      }
    } catch (err) {
      for (const id of ids) for (const w of queue.get(id)!) w.reject(err);
    }
  }
}

/** The app's one batcher: every bubble and list row shares it. */
export const translationBatcher = new TranslationBatcher();
