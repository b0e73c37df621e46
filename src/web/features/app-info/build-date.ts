/**
 * The build's date ('YYYY-MM-DD') as the reader's language writes a date in full ('September 1,
 * 2025'); null outside a build. Read as a calendar day, not an instant: no time zone moves it.
 */
export function buildDateLabel(locale: string, isoDay: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!m) return null;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}
