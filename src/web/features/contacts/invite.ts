/** Spec secondary 'Contacts': the invite link is origin/invite/{userId}. */
export function inviteLink(origin: string, userId: string): string {
  return `${origin}/invite/${encodeURIComponent(userId)}`;
}

/** An address with one @, something before it, and a dotted domain after it. */
export function emailValid(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** A phone number as people type it: digits with spaces, dots, dashes, brackets, a leading +. */
export function phoneValid(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** mailto: with the subject and body filled in, for the device's mail app. */
export function mailtoHref(to: string, subject: string, body: string): string {
  const q = new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20');
  return `mailto:${encodeURIComponent(to.trim())}?${q}`;
}

/** sms: with the body filled in, for the device's messages app. */
export function smsHref(to: string, body: string): string {
  return `sms:${to.trim().replace(/[\s().-]/g, '')}?body=${encodeURIComponent(body)}`;
}

/** Hands an address to the device (mail or messages app) the way a link click would. */
export function openExternal(href: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.rel = 'noopener';
  a.click();
}
