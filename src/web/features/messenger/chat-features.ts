/**
 * The chat and every feature that adds to it, one line each: a feature registers its menu
 * tile, the dialog it opens and its message bubble with `features/chat/registry` from its own
 * `chat-parts.tsx`, and is listed here. The chat itself imports none of them. Loaded with the
 * chat view's chunk (`chat-view-load.ts`), never with the app's first screen.
 */
import '../calls/chat-parts';
import '../games/chat-parts';
import '../images/chat-parts';
import '../location/chat-parts';
import '../music/chat-parts';
import '../payments/chat-parts';
import '../photos/center/chat-parts';
import '../scheduled/chat-parts';
import '../stickers/chat-parts';
import '../translation-settings/chat-parts';
import '../voice/chat-parts';
import '../voice-notes/chat-parts';

export { ChatView } from '../chat/ChatView';
