import { eventCheck } from './event-check';

// The live socket's frames, one message each, answered in the order they came (a worker
// handles its messages one at a time): the checked event, or null for an invalid frame.
onmessage = (e: MessageEvent<string>) => {
  postMessage(eventCheck(e.data));
};
