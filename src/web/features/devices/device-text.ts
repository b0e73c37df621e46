import type { Device, DeviceType } from '../../../protocol';
import type { T } from '../../i18n/use-t';

const TYPE_IDS: Record<DeviceType, string> = {
  mobile: 'devices.typeMobile',
  desktop: 'devices.typeDesktop',
  tablet: 'devices.typeTablet',
};

/** A device's name in the app language: 'Chrome on macOS', or what is known of it. */
export function deviceName(t: T, device: Device): string {
  if (device.browser && device.platform)
    return t('devices.browserOn', { browser: device.browser, platform: device.platform });
  return device.browser ?? device.platform ?? t('devices.unknownDevice');
}

/** The spec's 'platform' line: the system and the kind of device ('macOS · Computer'). */
export function devicePlatform(t: T, device: Device): string {
  const kind = t(TYPE_IDS[device.type]);
  return device.platform ? `${device.platform} · ${kind}` : kind;
}
