import { RICH_SHARE_TYPES, richMetadataProblem, richShareMessage } from '../../../protocol';
import { HttpError } from '../../kernel/http';
import type { SendInput } from './send-row';

/**
 * Stickers, songs and locations are stored as the server builds them from their metadata (a
 * built-in sticker's emoji, a built-in song, coordinates to 6 decimals), whatever words the
 * client sent with them. Checked here as well as in the HTTP schema, so a live send is held to
 * the same rules.
 */
export function richShareInput(input: SendInput): SendInput {
  if (!RICH_SHARE_TYPES.has(input.messageType)) return input;
  const problem = richMetadataProblem(input.messageType, input.metadata);
  if (problem) throw new HttpError(400, problem);
  const made = richShareMessage(input.messageType, input.metadata)!;
  return { ...input, content: made.content, metadata: made.metadata };
}
