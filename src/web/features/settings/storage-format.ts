/**
 * A size in bytes as people read it, in their language: '0.8 kB', '3.4 MB', '1.2 GB'. Decimal
 * units, as phones and browsers show storage; never bytes, which nobody reads.
 */
export function bytesLabel(locale: string, bytes: number): string {
  const units = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let value = Math.max(0, bytes) / 1000;
  let i = 0;
  while (value >= 1000 && i < units.length - 1) {
    value /= 1000;
    i++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[i],
    unitDisplay: 'short',
    maximumFractionDigits: value >= 100 ? 0 : 1,
  }).format(value);
}
