import { useEffect, useState } from 'react';
import { afterFirstScreen, firstScreenSettled } from './first-screen';

/**
 * False until the first screen is shown and painted (`first-screen.ts`), then true; true at
 * once on any screen after that.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(firstScreenSettled);
  useEffect(() => (ready ? undefined : afterFirstScreen(() => setReady(true))), [ready]);
  return ready;
}
