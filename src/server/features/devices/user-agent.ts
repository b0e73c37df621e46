import type { DeviceType } from '../../../protocol';

/** What Linked Devices shows of a session's browser: read from its User-Agent header. */
export interface UserAgentInfo {
  browser: string | null;
  platform: string | null;
  type: DeviceType;
}

/**
 * Browsers, most specific first: Edge, Opera and Samsung Internet also say 'Chrome', and
 * Chrome also says 'Safari'. Enough for a person to tell their devices apart, not a census.
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, 'Safari'],
];

/** Systems, most specific first: Android says 'Linux', an iPhone says 'like Mac OS X'. */
const PLATFORMS: Array<[RegExp, string]> = [
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

function firstMatch(ua: string, table: Array<[RegExp, string]>): string | null {
  for (const [pattern, name] of table) if (pattern.test(ua)) return name;
  return null;
}

/** Browser, system and kind of device of a User-Agent string (null or empty: all unknown). */
export function userAgentRead(ua: string | null | undefined): UserAgentInfo {
  const text = ua ?? '';
  const platform = firstMatch(text, PLATFORMS);
  const tablet =
    /\biPad\b|\bTablet\b/.test(text) || (/\bAndroid\b/.test(text) && !/\bMobile\b/.test(text));
  const mobile = !tablet && /\bMobi|\biPhone\b|\biPod\b/.test(text);
  return {
    browser: firstMatch(text, BROWSERS),
    platform,
    type: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop',
  };
}

/** The device's name in English, as the spec's entity has one ('Chrome on macOS'). */
export function userAgentName(info: UserAgentInfo): string {
  if (info.browser && info.platform) return `${info.browser} on ${info.platform}`;
  return info.browser ?? info.platform ?? 'Unknown device';
}
