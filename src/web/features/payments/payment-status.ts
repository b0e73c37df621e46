import type { PaymentStatus, PaymentRequestStatus } from '../../../protocol';

/** Spec core 4: completed green, pending yellow, anything else red. */
export type PillTone = 'green' | 'yellow' | 'red';

export interface StatusLook {
  /** The catalog id of the pill's words. */
  labelId: string;
  tone: PillTone;
}

/** A payment's pill. Spec core 3: a status other than completed or pending shows as failed. */
export function paymentStatusLook(status: PaymentStatus | string): StatusLook {
  if (status === 'completed') return { labelId: 'payments.statusCompleted', tone: 'green' };
  if (status === 'pending') return { labelId: 'payments.statusPending', tone: 'yellow' };
  return { labelId: 'payments.statusFailed', tone: 'red' };
}

/** Who is looking at a request: the one who asked, the one asked, or someone else in the group. */
export type RequestViewer = 'requester' | 'payer' | 'other';

export function requestViewer(
  request: { requesterId: string; payerId: string },
  meId: string,
): RequestViewer {
  if (request.payerId === meId) return 'payer';
  return request.requesterId === meId ? 'requester' : 'other';
}

/**
 * A request's pill: 'Paid' once paid; while open, 'Waiting for payment'. The payer gets a Pay
 * button instead of the open pill, so none (null) for them.
 */
export function requestStatusLook(
  status: PaymentRequestStatus,
  viewer: RequestViewer,
): StatusLook | null {
  if (status === 'paid') return { labelId: 'payments.statusPaid', tone: 'green' };
  return viewer === 'payer' ? null : { labelId: 'payments.statusWaiting', tone: 'yellow' };
}
