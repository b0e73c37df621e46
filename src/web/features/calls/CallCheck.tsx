import { Suspense, lazy } from 'react';
import type { Conversation } from '../../../protocol';
import { useCallStart } from './use-call-start';

// Not on the first screen: loaded when first opened.
const CallTestDialog = lazy(() =>
  import('./CallTestDialog').then((m) => ({ default: m.CallTestDialog })),
);

export interface CallCheckProps {
  meId: string;
  /** The chat the call is about to start in. */
  conversation: Pick<Conversation, 'id' | 'participants'>;
  /** Who is being called, for the description. */
  name: string;
  onClose: () => void;
}

/**
 * The camera check before a video call picked from the new-chat menu, then the call: what the
 * messenger hands the conversation list, so that the list needs no calls code of its own.
 */
export function CallCheck({ meId, conversation, name, onClose }: CallCheckProps) {
  const callStart = useCallStart(meId);
  return (
    <Suspense fallback={null}>
      <CallTestDialog
        open
        onOpenChange={(o) => !o && onClose()}
        name={name}
        onStart={() => callStart(conversation)}
      />
    </Suspense>
  );
}
