import { lookup as dnsLookup } from 'node:dns/promises';
import { Agent } from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressPublic } from '../link-previews/address-policy';

/**
 * How long an idle connection to a push service is kept for the next push: a burst of messages
 * to people on the same service (most are on FCM) reuses one TLS connection.
 */
const KEEP_ALIVE_MS = 30_000;

/**
 * Connections to push services in production. An endpoint is an address a user gave the server
 * to request (server-side request forgery): the subscription's schema refuses address literals
 * and loopback names, and this refuses a name that resolves to anything but public unicast
 * addresses, checked in the socket's own lookup so no second resolution can answer otherwise.
 * One refused address refuses the host.
 */
export function pushAgentPublic(): Agent {
  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { all: true }).then(
      (found) => {
        const refused = found.find(({ address }) => !addressPublic(address, 443));
        if (found.length === 0 || refused) {
          const error: NodeJS.ErrnoException = new Error(
            `${hostname} resolves to ${refused?.address ?? 'no address'}: not a push service`,
          );
          error.code = 'ENOTFOUND';
          return callback(error, '');
        }
        if (options.all) return callback(null, found);
        return callback(null, found[0]!.address, found[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
  return new Agent({ keepAlive: true, timeout: KEEP_ALIVE_MS, lookup });
}
