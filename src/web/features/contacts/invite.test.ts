import { describe, expect, it } from 'vitest';
import { emailValid, inviteLink, mailtoHref, phoneValid, smsHref } from './invite';

describe('invitations', () => {
  it('should build the invite link as origin/invite/{userId}', () => {
    expect(inviteLink('https://allo.example', 'u-emma')).toBe('https://allo.example/invite/u-emma');
    expect(inviteLink('http://localhost:5000', 'a b')).toBe('http://localhost:5000/invite/a%20b');
  });

  it.each([
    ['friend@example.com', true],
    ['  friend@mail.example.org ', true],
    ['friend@example', false],
    ['friend example.com', false],
    ['@example.com', false],
    ['', false],
    ['   ', false],
  ])('email %j is valid: %s', (value, ok) => expect(emailValid(value)).toBe(ok));

  it.each([
    ['+1 555 123 4567', true],
    ['(030) 1234-5678', true],
    ['12345', false],
    ['call me', false],
    ['+1234567890123456', false],
    ['', false],
  ])('phone %j is valid: %s', (value, ok) => expect(phoneValid(value)).toBe(ok));

  it('should fill the mail and message apps', () => {
    expect(mailtoHref(' a@b.co ', 'Hi there', 'Join: https://x/invite/u')).toBe(
      'mailto:a%40b.co?subject=Hi%20there&body=Join%3A%20https%3A%2F%2Fx%2Finvite%2Fu',
    );
    expect(smsHref('+1 (555) 123-4567', 'Join me')).toBe('sms:+15551234567?body=Join%20me');
  });
});
