import { describe, expect, it } from 'vitest';
import type { User } from '../../../protocol';
import { usersIndex } from '../conversations/conversation-utils';
import { firstName, paymentLine, requestLine } from './payment-text';

const user = (id: string, displayName: string): User => ({
  id,
  username: id,
  displayName,
  avatar: null,
  language: 'en',
  status: 'offline',
});
const USERS = usersIndex([user('e', 'Emma Johnson'), user('s', 'Sofía García')]);
const nameOf = (id: string) => firstName(USERS, id);

describe('firstName', () => {
  it('should give the first name, or Someone for an unknown id', () => {
    expect(nameOf('s')).toBe('Sofía');
    expect(nameOf('x')).toBe('Someone');
  });
});

describe('paymentLine', () => {
  const payment = { fromUserId: 'e', toUserId: 's' };
  it('should speak to the payer, the payee and a third person', () => {
    expect(paymentLine(payment, 'e', nameOf)).toBe('You sent Sofía');
    expect(paymentLine(payment, 's', nameOf)).toBe('Emma sent you');
    expect(paymentLine(payment, 'w', nameOf)).toBe('Emma sent Sofía');
  });
});

describe('requestLine', () => {
  const request = { requesterId: 's', payerId: 'e', amount: 500 };
  it('should speak to the payer, the requester and a third person', () => {
    expect(requestLine(request, 'e', nameOf)).toBe('Sofía requests $5.00');
    expect(requestLine(request, 's', nameOf)).toBe('You requested $5.00 from Emma');
    expect(requestLine(request, 'w', nameOf)).toBe('Sofía requests $5.00 from Emma');
  });
});
