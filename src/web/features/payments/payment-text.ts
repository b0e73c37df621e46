import { PAYMENT_TEXT } from '../../../protocol';
import type { T } from '../../i18n/use-t';
import { moneyLabel } from '../../lib/format';
import type { UsersById } from '../conversations/conversation-utils';

/** A person as the cards name them: the first name, short enough for a chat bubble. */
export function firstName(usersById: UsersById, id: string, t: T): string {
  const name = usersById.get(id)?.displayName.trim();
  return name ? name.split(/\s+/)[0]! : t('payments.someone');
}

/** A payment card's line: 'You sent Sofía', 'Emma sent you', or 'Emma sent Sofía' in a group. */
export function paymentLine(
  payment: { fromUserId: string; toUserId: string },
  meId: string,
  nameOf: (id: string) => string,
  t: T,
): string {
  if (payment.fromUserId === meId)
    return t('payments.lineYouSent', { name: nameOf(payment.toUserId) });
  if (payment.toUserId === meId)
    return t('payments.lineSentYou', { name: nameOf(payment.fromUserId) });
  return t('payments.lineSent', {
    from: nameOf(payment.fromUserId),
    to: nameOf(payment.toUserId),
  });
}

/**
 * A request card's line: 'Sofía requests $5.00' to the payer, 'You requested $5.00 from Emma'
 * to the requester, 'Sofía requests $5.00 from Emma' to the rest of a group.
 */
export function requestLine(
  request: { requesterId: string; payerId: string; amount: number },
  meId: string,
  nameOf: (id: string) => string,
  t: T,
  locale: string,
): string {
  const amount = moneyLabel(locale, request.amount);
  if (request.requesterId === meId)
    return t('payments.lineYouRequested', { amount, name: nameOf(request.payerId) });
  if (request.payerId === meId)
    return t('payments.lineRequestsYou', { amount, name: nameOf(request.requesterId) });
  return t('payments.lineRequests', {
    amount,
    from: nameOf(request.requesterId),
    to: nameOf(request.payerId),
  });
}

/**
 * Why a payment failed, in the reader's language: the server's reason is the protocol's
 * English text (spec core 8), shown as the catalog's words for it; any other reason as it came.
 */
export function failureReasonText(reason: string, t: T): string {
  return reason === PAYMENT_TEXT.insufficientFunds ? t('payments.insufficientFunds') : reason;
}
