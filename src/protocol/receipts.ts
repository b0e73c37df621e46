import { z } from 'zod';
import { SEQ_MAX } from './limits';

/**
 * Read receipts (issue 11, spec core 3): where each member of a conversation has got to, as two
 * positions (seq numbers), never a row per message. `deliveredSeq` is the highest seq that
 * reached one of the member's devices, `readSeq` the highest shown to them; delivered is never
 * below read, and neither passes the conversation's last seq nor moves back.
 *
 * A member who turned 'Read receipts' off (privacy) shares no read position (others see 0), and
 * sees nobody else's (theirs shows 0 to them); delivered positions flow either way.
 */
export const receiptSchema = z.object({
  userId: z.string(),
  deliveredSeq: z.number().int().min(0),
  readSeq: z.number().int().min(0),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** Client event: this device holds messages up to `deliveredSeq` and showed up to `readSeq`. */
export const receiptReportEventSchema = z
  .object({
    type: z.literal('receipt'),
    conversationId: z.string().min(1).max(100),
    deliveredSeq: z.number().int().min(0).max(SEQ_MAX).optional(),
    readSeq: z.number().int().min(0).max(SEQ_MAX).optional(),
  })
  .strict();
export type ReceiptReportEvent = z.infer<typeof receiptReportEventSchema>;

/**
 * Server event: members' positions moved in a conversation (as the recipient may see them).
 * Reports that arrive together go out as one event per conversation.
 */
export const receiptEventSchema = z.object({
  type: z.literal('receipt'),
  conversationId: z.string(),
  receipts: z.array(receiptSchema),
});
export type ReceiptEvent = z.infer<typeof receiptEventSchema>;

/** PUT /api/users/{id}/privacy: the Privacy switches kept on the server. */
export const privacyUpdateSchema = z.object({ readReceipts: z.boolean() }).strict();
export type PrivacyUpdate = z.infer<typeof privacyUpdateSchema>;
export type Privacy = PrivacyUpdate;
