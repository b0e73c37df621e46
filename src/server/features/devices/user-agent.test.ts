import { describe, expect, it } from 'vitest';
import { userAgentName, userAgentRead } from './user-agent';

describe('userAgentRead', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { browser: 'Chrome', platform: 'macOS', type: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', platform: 'iOS', type: 'mobile' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', platform: 'iPadOS', type: 'tablet' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', platform: 'Android', type: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Safari/537.36',
      { browser: 'Samsung Internet', platform: 'Android', type: 'tablet' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      { browser: 'Edge', platform: 'Windows', type: 'desktop' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      { browser: 'Firefox', platform: 'Linux', type: 'desktop' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/143.0.0.0 Safari/537.36',
      { browser: 'Chrome', platform: 'Linux', type: 'desktop' },
    ],
    ['curl/8.5.0', { browser: null, platform: null, type: 'desktop' }],
  ])('should read %s', (ua, expected) => {
    expect(userAgentRead(ua)).toEqual(expected);
  });

  it('should read nothing from no header', () => {
    expect(userAgentRead(undefined)).toEqual({ browser: null, platform: null, type: 'desktop' });
  });
});

describe('userAgentName', () => {
  it('should name a device by what is known of it', () => {
    expect(userAgentName({ browser: 'Chrome', platform: 'macOS', type: 'desktop' })).toBe(
      'Chrome on macOS',
    );
    expect(userAgentName({ browser: null, platform: 'Android', type: 'mobile' })).toBe('Android');
    expect(userAgentName({ browser: null, platform: null, type: 'desktop' })).toBe(
      'Unknown device',
    );
  });
});
