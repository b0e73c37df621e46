import { describe, expect, it } from 'vitest';
import {
  USERS_KEY,
  balanceKey,
  conversationsKey,
  messagesKey,
  offlineKeptPath,
  paymentKey,
  paymentRequestKey,
  queryClientCreate,
} from './query-client';

describe('offlineKeptPath', () => {
  it('should keep the live-data reads and the payments the chat cards show (issue 27)', () => {
    expect(offlineKeptPath(USERS_KEY)).toBe('/api/users');
    expect(offlineKeptPath(conversationsKey('u-emma'))).toBe('/api/conversations?userId=u-emma');
    expect(offlineKeptPath(messagesKey('c1'))).toBe('/api/conversations/c1/messages');
    // A completed payment reloaded offline shows completed, not the message's 'pending'.
    expect(offlineKeptPath(paymentKey('p1'))).toBe('/api/payments/p1');
    expect(offlineKeptPath(paymentRequestKey('r1'))).toBe('/api/payment-requests/r1');
  });

  it('should not keep what the chats do not show, nor a payment key naming nothing', () => {
    expect(offlineKeptPath(balanceKey('u-emma'))).toBeNull();
    expect(offlineKeptPath(paymentKey(''))).toBeNull();
  });

  it('should run a payment card read offline, so that the snapshot can answer it', () => {
    const client = queryClientCreate();
    expect(client.getQueryDefaults(paymentKey('p1')).networkMode).toBe('offlineFirst');
    expect(client.getQueryDefaults(paymentRequestKey('r1')).networkMode).toBe('offlineFirst');
  });
});
