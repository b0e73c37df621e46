/** Fraction digits a size keeps: one under 100 ('3.4 MB'), none from 100 up ('245 MB'). */
function fractionDigits(value: number): number {
  return value >= 100 ? 0 : 1;
}

/** `value` as it will be written: rounded to the digits it keeps. */
function shown(value: number): number {
  const scale = 10 ** fractionDigits(value);
  return Math.round(value * scale) / scale;
}

/**
 * A size in bytes as people read it, in their language: '0.8 kB', '3.4 MB', '1.2 GB'. Decimal
 * units, as phones and browsers show storage; never bytes, which nobody reads. The unit is
 * chosen on the number as written, so 999,999 bytes reads '1 MB', never '1,000 kB'.
 */
export function bytesLabel(locale: string, bytes: number): string {
  const units = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let value = Math.max(0, bytes) / 1000;
  let i = 0;
  while (shown(value) >= 1000 && i < units.length - 1) {
    value /= 1000;
    i++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[i],
    unitDisplay: 'short',
    maximumFractionDigits: fractionDigits(value),
  }).format(value);
}
