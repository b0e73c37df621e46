/** Time left as m:ss in the locale's digits (a code's last two minutes). */
export function countdownLabel(locale: string, ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const digits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return `${new Intl.NumberFormat(locale).format(minutes)}:${digits.format(seconds)}`;
}
