import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import type { Values } from '../../i18n/intl';
import { intlCreate } from '../../i18n/intl';
import type { StatusLook } from './payment-status';
import { paymentStatusLook, requestStatusLook, requestViewer } from './payment-status';

/** The app's words in English, from the real catalog. */
const intl = intlCreate('en', messagesFrom(english));
const t = (id: string, values?: Values) => intl.formatMessage({ id }, values);

/** A pill as the reader sees it. */
const shown = (look: StatusLook | null) => look && { label: t(look.labelId), tone: look.tone };

describe('paymentStatusLook (core 4 Payment)', () => {
  it.each([
    ['completed', 'Completed', 'green'],
    ['pending', 'Pending', 'yellow'],
    ['failed', 'Failed', 'red'],
    ['refunded', 'Failed', 'red'],
    ['', 'Failed', 'red'],
  ])('should show %j as %s in %s', (status, label, tone) => {
    expect(shown(paymentStatusLook(status))).toEqual({ label, tone });
  });
});

describe('requestViewer', () => {
  const request = { requesterId: 'u-sofia', payerId: 'u-emma' };
  it('should tell the payer, the requester and anyone else apart', () => {
    expect(requestViewer(request, 'u-emma')).toBe('payer');
    expect(requestViewer(request, 'u-sofia')).toBe('requester');
    expect(requestViewer(request, 'u-wei')).toBe('other');
  });
});

describe('requestStatusLook', () => {
  it('should show Paid in green to everyone once paid', () => {
    for (const viewer of ['payer', 'requester', 'other'] as const) {
      expect(shown(requestStatusLook('paid', viewer))).toEqual({ label: 'Paid', tone: 'green' });
    }
  });
  it('should show the requester that it waits, and the payer a button instead', () => {
    expect(shown(requestStatusLook('open', 'requester'))).toEqual({
      label: 'Waiting for payment',
      tone: 'yellow',
    });
    expect(requestStatusLook('open', 'payer')).toBeNull();
  });
});
