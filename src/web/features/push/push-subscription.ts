import type { PushKey } from '../../../protocol';
import { apiRequest } from '../../lib/api';

/** The bytes of base64url text, as `applicationServerKey` takes them. */
function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((v, i) => v === b[i]);

/**
 * The service worker's registration once it is active (it registers after the first screen), or
 * null where the browser has no Web Push. A development server has no worker: this then never
 * resolves, and nothing waits on it but the subscription.
 */
async function registrationReady(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return null;
  return navigator.serviceWorker.ready;
}

/**
 * Subscribes this browser to Web Push with the server's key and gives the subscription to the
 * server as the signed-in person's (issue 31): pushes then reach it while Allo is closed. One
 * made with another key (the server's keys were replaced) is ended and made again. Needs the
 * notification permission already granted; a browser that cannot reach a push service refuses,
 * and the app goes on without pushes.
 */
export async function pushSubscribe(): Promise<boolean> {
  const registration = await registrationReady();
  if (!registration) return false;
  const { publicKey } = await apiRequest<PushKey>('GET', '/api/push/key');
  const key = base64urlBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await apiRequest('PUT', '/api/push/subscriptions', subscription.toJSON());
  return true;
}

/**
 * Ends this browser's subscription, on the server and at the push service: the person switched
 * notifications off. The server forgetting it first means no push is sent to an ended one.
 */
export async function pushUnsubscribe(): Promise<void> {
  const registration = await registrationReady();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint }).catch(
    // Already gone on the server (signed out there, or dropped as expired): nothing to undo.
    () => undefined,
  );
  await subscription.unsubscribe();
}
