import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { intlCreate, valuesIsolated } from './intl';

describe('valuesIsolated', () => {
  it('should wrap what people wrote in first-strong isolates in Arabic', () => {
    expect(valuesIsolated('ar', { name: 'Emma Johnson', count: 3 })).toEqual({
      name: '\u2068Emma Johnson\u2069',
      count: 3,
    });
  });

  it('should keep a Latin name in its own order inside an Arabic sentence', () => {
    const intl = intlCreate('ar', { 'chat.typingOne': parse('{name} يكتب') });
    const text = intl.formatMessage(
      { id: 'chat.typingOne' },
      valuesIsolated('ar', { name: 'J.R. Smith!' }),
    );
    expect(text).toBe('\u2068J.R. Smith!\u2069 يكتب');
  });

  it('should leave left-to-right languages and other arguments as they are', () => {
    const values = { name: 'ليلى', amount: '$5.00' };
    expect(valuesIsolated('en', values)).toBe(values);
    expect(valuesIsolated('ar', { amount: '$5.00' })).toEqual({ amount: '$5.00' });
  });
});
