/** Display formats shared by the lists and the chat. Pure: "now" is passed in. */

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** 24-hour HH:MM in local time. */
export function timeHm(date: Date): string {
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

function dayStart(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days between two dates in local time (0 = same day). */
export function daysBetween(earlier: Date, later: Date): number {
  return Math.round((dayStart(later) - dayStart(earlier)) / 86_400_000);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The conversation list's time column: today HH:MM, yesterday 'Yesterday', within the week the
 * weekday, else the date.
 */
export function timeListLabel(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = daysBetween(date, now);
  if (days <= 0) return timeHm(date);
  if (days === 1) return 'Yesterday';
  if (days < 7) return WEEKDAYS[date.getDay()]!.slice(0, 3);
  if (date.getFullYear() === now.getFullYear())
    return `${MONTHS[date.getMonth()]} ${date.getDate()}`;
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${String(date.getFullYear()).slice(2)}`;
}

/** The chat's date separators: Today, Yesterday, a weekday this week, else a full date. */
export function dateSeparatorLabel(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = daysBetween(date, now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return WEEKDAYS[date.getDay()]!;
  const base = `${WEEKDAYS[date.getDay()]!.slice(0, 3)}, ${MONTHS[date.getMonth()]} ${date.getDate()}`;
  return date.getFullYear() === now.getFullYear() ? base : `${base}, ${date.getFullYear()}`;
}

/** A local calendar-day key, for grouping messages by day. */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** Spec core 9: counts above 1,000 show as K and above 1,000,000 as M, with one decimal. */
export function countLabel(n: number): string {
  if (n > 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n > 1_000) return `${(n / 1_000).toFixed(1)}K`;
  return String(n);
}
