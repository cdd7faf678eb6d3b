import { createHostsCache } from './hosts-cache.js';
import type { SearchHost } from './search-settings.js';

/** Timeouts of every request to the hosted service, in milliseconds. */
export const HOSTED_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 };

/**
 * Options of algoliasearch's lite client, the same in the browser and in Node: the given hosts (each
 * takes reads and writes; Algolia's own when none), the timeouts, credentials in the query string, and
 * a memory of hosts that are down.
 */
export function hostedClientOptions(appId: string, hosts: SearchHost[] | undefined) {
  return {
    hostsCache: createHostsCache(`docs-build.search.hosts.${appId}`),
    hosts: hosts?.map((host) => ({ url: host.url, protocol: host.protocol, accept: 'readWrite' as const })),
    timeouts: HOSTED_TIMEOUTS,
    authMode: 'WithinQueryParameters' as const,
  };
}
