import type { PaymentStatus, PaymentRequestStatus } from '../../../protocol';

/** Spec core 4: completed green, pending yellow, anything else red. */
export type PillTone = 'green' | 'yellow' | 'red';

export interface StatusLook {
  label: string;
  tone: PillTone;
}

/** A payment's pill. Spec core 3: a status other than completed or pending shows as failed. */
export function paymentStatusLook(status: PaymentStatus | string): StatusLook {
  if (status === 'completed') return { label: 'Completed', tone: 'green' };
  if (status === 'pending') return { label: 'Pending', tone: 'yellow' };
  return { label: 'Failed', tone: 'red' };
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
  if (status === 'paid') return { label: 'Paid', tone: 'green' };
  return viewer === 'payer' ? null : { label: 'Waiting for payment', tone: 'yellow' };
}
