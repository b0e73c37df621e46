import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import type { Values } from '../../i18n/intl';
import { intlCreate } from '../../i18n/intl';
import type { User } from '../../../protocol';
import { usersIndex } from '../conversations/conversation-utils';
import { failureReasonText, firstName, paymentLine, requestLine } from './payment-text';

/** The app's words in English, from the real catalog. */
const intl = intlCreate('en', messagesFrom(english));
const t = (id: string, values?: Values) => intl.formatMessage({ id }, values);

const user = (id: string, displayName: string): User => ({
  id,
  username: id,
  displayName,
  avatar: null,
  language: 'en',
  status: 'offline',
});
const USERS = usersIndex([user('e', 'Emma Johnson'), user('s', 'Sofía García')]);
const nameOf = (id: string) => firstName(USERS, id, t);

describe('firstName', () => {
  it('should give the first name, or Someone for an unknown id', () => {
    expect(nameOf('s')).toBe('Sofía');
    expect(nameOf('x')).toBe('Someone');
  });
});

describe('paymentLine', () => {
  const payment = { fromUserId: 'e', toUserId: 's' };
  it('should speak to the payer, the payee and a third person', () => {
    expect(paymentLine(payment, 'e', nameOf, t)).toBe('You sent Sofía');
    expect(paymentLine(payment, 's', nameOf, t)).toBe('Emma sent you');
    expect(paymentLine(payment, 'w', nameOf, t)).toBe('Emma sent Sofía');
  });
});

describe('requestLine', () => {
  const request = { requesterId: 's', payerId: 'e', amount: 500 };
  it('should speak to the payer, the requester and a third person', () => {
    expect(requestLine(request, 'e', nameOf, t, 'en')).toBe('Sofía requests $5.00');
    expect(requestLine(request, 's', nameOf, t, 'en')).toBe('You requested $5.00 from Emma');
    expect(requestLine(request, 'w', nameOf, t, 'en')).toBe('Sofía requests $5.00 from Emma');
  });
});

describe('failureReasonText', () => {
  it("should show the protocol's reason in the catalog's words, any other as it came", () => {
    const french = (id: string) =>
      id === 'payments.insufficientFunds' ? 'Fonds insuffisants' : id;
    expect(failureReasonText('Insufficient funds', french)).toBe('Fonds insuffisants');
    expect(failureReasonText('Card declined', french)).toBe('Card declined');
  });
});
