import { useEffect, useState } from 'react';
import { afterFirstScreen } from './first-screen';

/** False until the first screen is shown and painted (`first-screen.ts`), then true. */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(() => setReady(true)), []);
  return ready;
}
