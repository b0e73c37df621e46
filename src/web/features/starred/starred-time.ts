/** 'X ago' for the starred cards (spec secondary 2 'Starred X ago'). Pure: "now" is passed in. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function unit(n: number, name: string): string {
  return `${n} ${name}${n === 1 ? '' : 's'} ago`;
}

/** How long before `now` a moment was, in the largest whole unit: 'just now', '5 minutes ago'. */
export function timeAgo(iso: string, now: Date): string {
  const ms = now.getTime() - new Date(iso).getTime();
  if (!Number.isFinite(ms)) return '';
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return unit(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return unit(Math.floor(ms / HOUR), 'hour');
  if (ms < MONTH) return unit(Math.floor(ms / DAY), 'day');
  if (ms < YEAR) return unit(Math.floor(ms / MONTH), 'month');
  return unit(Math.floor(ms / YEAR), 'year');
}
