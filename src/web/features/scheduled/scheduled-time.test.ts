import { describe, expect, it } from 'vitest';
import { timeHm } from '../../lib/format';
import english from 'virtual:catalog/en';
import { SCHEDULED_TEXT } from '../../../protocol';
import {
  dateInputValue,
  scheduledWhenLong,
  scheduledWhenShort,
  sendLaterComplete,
  sendLaterMoment,
  sendLaterProblem,
  timeInputValue,
} from './scheduled-time';

describe('Send Later fields (core 5 Scheduled message)', () => {
  const now = new Date(2026, 10, 23, 15, 30);

  it('should need text, date and time', () => {
    expect(sendLaterComplete({ text: 'hi', date: '2026-11-24', time: '09:30' })).toBe(true);
    expect(sendLaterComplete({ text: '  ', date: '2026-11-24', time: '09:30' })).toBe(false);
    expect(sendLaterComplete({ text: 'hi', date: '', time: '09:30' })).toBe(false);
    expect(sendLaterComplete({ text: 'hi', date: '2026-11-24', time: '' })).toBe(false);
  });

  it('should refuse a moment that is not in the future, in the spec words', () => {
    const at = (date: string, time: string) => sendLaterProblem({ text: 'hi', date, time }, now);
    expect(at('2026-11-23', '15:29')).toBe('scheduled.past');
    expect(at('2026-11-23', '15:30')).toBe('scheduled.past');
    expect(at('2026-11-22', '18:00')).toBe('scheduled.past');
    // The English catalog says what the server says.
    expect(english['scheduled.past']).toBe(SCHEDULED_TEXT.past);
    expect(at('2026-11-23', '15:31')).toBeNull();
    expect(at('2026-11-24', '00:00')).toBeNull();
  });

  it('should read the fields as local time and write them back the same', () => {
    const at = sendLaterMoment('2026-11-24', '09:05')!;
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual(
      [2026, 10, 24, 9, 5],
    );
    expect(dateInputValue(at)).toBe('2026-11-24');
    expect(timeInputValue(at)).toBe('09:05');
    expect(sendLaterMoment('24/11/2026', '09:05')).toBeNull();
    expect(sendLaterMoment('2026-11-24', '')).toBeNull();
  });

  it('should name the moment readably in the reader’s locale', () => {
    const at = new Date(2026, 10, 24, 9, 30);
    expect(scheduledWhenLong(at, 'en-US')).toBe('Tuesday, November 24, 2026 at 09:30');
    expect(scheduledWhenShort(at, now, 'en-US')).toBe('Tue, Nov 24, 09:30');
    expect(scheduledWhenShort(new Date(2027, 0, 5, 18, 0), now, 'en-US')).toBe(
      'Tue, Jan 5, 2027, 18:00',
    );
  });

  it("should write the time on the bubbles' clock in every language (issue 27: toasts were 12-hour)", () => {
    const evening = new Date(2026, 10, 24, 21, 5);
    for (const locale of ['en', 'es', 'fr', 'de', 'ja', 'ar', 'zh', 'hi', 'pt', 'ru', 'it', 'ko']) {
      const bubble = timeHm(locale, evening);
      expect(scheduledWhenLong(evening, locale)).toContain(bubble);
      expect(scheduledWhenShort(evening, now, locale)).toContain(bubble);
    }
  });
});
