import { dollarsLabel } from '../../../protocol';
import type { UsersById } from '../conversations/conversation-utils';

/** A person as the cards name them: the first name, short enough for a chat bubble. */
export function firstName(usersById: UsersById, id: string): string {
  const name = usersById.get(id)?.displayName.trim();
  return name ? name.split(/\s+/)[0]! : 'Someone';
}

/** A payment card's line: 'You sent Sofía', 'Emma sent you', or 'Emma sent Sofía' in a group. */
export function paymentLine(
  payment: { fromUserId: string; toUserId: string },
  meId: string,
  nameOf: (id: string) => string,
): string {
  if (payment.fromUserId === meId) return `You sent ${nameOf(payment.toUserId)}`;
  if (payment.toUserId === meId) return `${nameOf(payment.fromUserId)} sent you`;
  return `${nameOf(payment.fromUserId)} sent ${nameOf(payment.toUserId)}`;
}

/**
 * A request card's line: 'Sofía requests $5.00' to the payer, 'You requested $5.00 from Emma'
 * to the requester, 'Sofía requests $5.00 from Emma' to the rest of a group.
 */
export function requestLine(
  request: { requesterId: string; payerId: string; amount: number },
  meId: string,
  nameOf: (id: string) => string,
): string {
  const amount = dollarsLabel(request.amount);
  if (request.requesterId === meId)
    return `You requested ${amount} from ${nameOf(request.payerId)}`;
  const asks = `${nameOf(request.requesterId)} requests ${amount}`;
  return request.payerId === meId ? asks : `${asks} from ${nameOf(request.payerId)}`;
}
