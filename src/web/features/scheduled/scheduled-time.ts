import { CLOCK } from '../../lib/format';
import { SCHEDULED_TEXT_IDS } from './scheduled-text';

/** What the dialog's three fields hold. */
export interface SendLaterFields {
  text: string;
  /** `YYYY-MM-DD` from `<input type="date">`, in the user's own time zone. */
  date: string;
  /** `HH:MM` from `<input type="time">`. */
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of `at` as a date input writes it (the picker's minimum is today). */
export function dateInputValue(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The local time of day of `at` as a time input writes it. */
export function timeInputValue(at: Date): string {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The moment the fields name, in local time; null when one is missing or malformed. */
export function sendLaterMoment(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return null;
  // A date-time without an offset is local time (ECMAScript Date.parse).
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** True when all three are filled in (spec core 5: text, date and time are required). */
export function sendLaterComplete(fields: SendLaterFields): boolean {
  return fields.text.trim().length > 0 && fields.date !== '' && fields.time !== '';
}

/**
 * Spec core 5: the moment must be in the future. Returns the catalog id of the words to show, or
 * null when the fields may go to the server (which checks again with its own clock).
 */
export function sendLaterProblem(fields: SendLaterFields, now: Date): string | null {
  const at = sendLaterMoment(fields.date, fields.time);
  if (!at || at.getTime() <= now.getTime()) return SCHEDULED_TEXT_IDS.past;
  return null;
}

/**
 * The toast's {date}: the day and time in the app language's locale, weekday included, as that
 * locale joins them ('Tuesday, November 24, 2026 at 09:30' in en-US), on the bubbles' 24-hour clock.
 */
export function scheduledWhenLong(at: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...CLOCK,
  }).format(at);
}

/** A list row's moment, shorter: 'Tue, Nov 24, 09:30', with the year only when not this one. */
export function scheduledWhenShort(at: Date, now: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    ...CLOCK,
  }).format(at);
}
