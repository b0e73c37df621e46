import type { FakeServer, Received } from './fake-http';
import { fakeServerStart, fakeTranslate, markupSplit } from './fake-http';

/*
 * Local stand-ins for the remote engines, speaking their real request and response shapes
 * (LibreTranslate's /translate and /languages; OpenAI's /v1/chat/completions). They "translate"
 * to upper case, leaving translate="no" elements as they are, as the real ones do.
 */

const unescapeHtml = (text: string) =>
  text.replace(/&lt;/gi, '<').replace(/&gt;/gi, '>').replace(/&amp;/gi, '&');

/** How a fake answers: well, with a known fault, never, or with an error. */
export type FakeMode = 'ok' | 'strip' | 'break' | 'quoted' | 'hang' | { status: number };

/** Applies a mode's fault to a translation of marked text. */
function fakeMarked(text: string, mode: FakeMode): string {
  // strip: the markup is lost and its words translated with the rest.
  if (mode === 'strip') return fakeTranslate(text.replace(/<[^>]*>/g, ''));
  const out = markupSplit(text)
    .map((part, i) => (i % 2 ? part : fakeTranslate(part)))
    .join('');
  // break: the closing tags are lost, leaving markup that would show if passed on.
  return mode === 'break' ? out.replace(/<\/span>/g, '') : out;
}

export interface FakeLibreTranslate extends FakeServer {
  mode: FakeMode;
}

/** Languages as LibreTranslate lists them; Japanese is not installed, Chinese is 'zh-Hans'. */
const FAKE_LT_LANGUAGES = [
  { code: 'en', name: 'English', targets: ['en', 'es', 'fr', 'zh-Hans'] },
  { code: 'es', name: 'Spanish', targets: ['en', 'es'] },
  { code: 'fr', name: 'French', targets: ['en', 'fr'] },
  { code: 'zh-Hans', name: 'Chinese (Simplified)', targets: ['en', 'zh-Hans'] },
];

/** A LibreTranslate server that wants `apiKey` as api_key. */
export async function fakeLibreTranslateStart(apiKey: string): Promise<FakeLibreTranslate> {
  const fake: FakeLibreTranslate = Object.assign(
    await fakeServerStart((req) => libreTranslateAnswer(req, apiKey, fake.mode)),
    { mode: 'ok' as FakeMode },
  );
  return fake;
}

function libreTranslateAnswer(req: Received, apiKey: string, mode: FakeMode) {
  const error = (status: number, text: string) => ({ status, body: { error: text } });
  if (req.method === 'GET' && req.path === '/languages') {
    return { status: 200, body: FAKE_LT_LANGUAGES };
  }
  if (req.method !== 'POST' || req.path !== '/translate') return error(404, 'Not Found');
  if (mode === 'hang') return 'hang';
  if (typeof mode === 'object') return error(mode.status, 'Cannot translate text: model crashed');
  const b = req.body as { q?: string | string[]; source?: string; target?: string };
  const { format = 'text', api_key } = req.body as { format?: string; api_key?: string };
  if (api_key !== apiKey) return error(403, 'Invalid API key');
  for (const name of ['q', 'source', 'target'] as const) {
    if (!b[name]) return error(400, `Invalid request: missing ${name} parameter`);
  }
  const source = FAKE_LT_LANGUAGES.find((l) => l.code === b.source);
  if (!source) return error(400, `${b.source} is not supported`);
  if (!source.targets.includes(b.target!)) {
    return error(400, `${b.target} is not available as a target language from ${b.source}`);
  }
  // LibreTranslate undoes HTML entities in every answer (app.py: unescape(...)).
  const one = (q: string) =>
    unescapeHtml(format === 'html' ? fakeMarked(q, mode) : fakeTranslate(q));
  return { status: 200, body: { translatedText: Array.isArray(b.q) ? b.q.map(one) : one(b.q!) } };
}

export interface FakeChatModel extends FakeServer {
  mode: FakeMode;
}

/** An OpenAI-compatible server (as Ollama serves it at /v1) with one model, wanting `apiKey`. */
export async function fakeChatModelStart(model: string, apiKey: string): Promise<FakeChatModel> {
  const fake: FakeChatModel = Object.assign(
    await fakeServerStart((req) => chatAnswer(req, model, apiKey, fake.mode)),
    { mode: 'ok' as FakeMode },
  );
  return fake;
}

function chatAnswer(req: Received, model: string, apiKey: string, mode: FakeMode) {
  const error = (status: number, message: string, type = 'invalid_request_error') => ({
    status,
    body: { error: { message, type, param: null, code: null } },
  });
  if (req.method !== 'POST' || req.path !== '/v1/chat/completions') return error(404, 'Not Found');
  if (req.headers.authorization !== `Bearer ${apiKey}`) {
    return error(401, 'Incorrect API key provided');
  }
  const b = req.body as { model?: string; messages?: { role: string; content: string }[] };
  if (b.model !== model) {
    return error(404, `model "${b.model}" not found, try pulling it first`, 'api_error');
  }
  if (mode === 'hang') return 'hang';
  if (typeof mode === 'object') return error(mode.status, 'llama runner process has terminated');
  const text = b.messages?.find((m) => m.role === 'user')?.content ?? '';
  // Chat models like to add quotes and a newline around their answer.
  const content = mode === 'quoted' ? `"${fakeMarked(text, mode)}"\n` : fakeMarked(text, mode);
  return {
    status: 200,
    body: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}
