import { useEffect, useState } from 'react';
import type { ConnectionInfo } from './media-auto';
import { mediaAutoLoads } from './media-auto';
import { useSettings } from './use-settings';

type Connection = ConnectionInfo & EventTarget;

const connectionOf = (): Connection | undefined =>
  (navigator as Navigator & { connection?: Connection }).connection;

/**
 * True when media should download by itself now, by the reader's Auto-download setting and the
 * connection, followed as it changes (a phone leaving Wi-Fi stops loading more).
 */
export function useMediaAuto(): boolean {
  const { settings } = useSettings();
  const [connection, setConnection] = useState<ConnectionInfo | undefined>(() => {
    const c = connectionOf();
    return c && { type: c.type, saveData: c.saveData };
  });
  useEffect(() => {
    const c = connectionOf();
    if (!c) return;
    const changed = () => setConnection({ type: c.type, saveData: c.saveData });
    c.addEventListener('change', changed);
    return () => c.removeEventListener('change', changed);
  }, []);
  return mediaAutoLoads(settings.autoDownload, connection);
}
