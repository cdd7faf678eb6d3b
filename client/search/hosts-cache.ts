import type { Cache } from '@algolia/client-common';

/** How long a host marked down (or timed out) keeps that mark. */
export const HOST_DOWN_MS = 120_000;

type HostStatus = 'up' | 'down' | 'timed out';
interface HostEntry {
  status: HostStatus;
  lastUpdate: number;
}
interface HostKey {
  url?: string;
  protocol?: string;
  port?: number;
  accept?: string;
}

/**
 * The retry strategy's memory of hosts. algoliasearch's own caches key a host by all of its fields,
 * and the transporter writes a host under its changing status and timestamp but reads it back by its
 * address only, so a host marked down was never found again; this cache keys hosts by address. It
 * keeps the marks in localStorage (when there is one) so that a host found down is skipped on the
 * next pages too.
 */
export function createHostsCache(storageKey: string): Cache {
  const memory = new Map<string, HostEntry>();
  const idOf = (key: HostKey | string) =>
    typeof key === 'string' ? key : `${key.protocol ?? 'https'}://${key.url ?? ''}${key.port ? `:${key.port}` : ''}`;
  const stored = (): Record<string, HostEntry> => {
    try {
      return typeof localStorage === 'undefined'
        ? {}
        : ((JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Record<string, HostEntry>) ?? {});
    } catch {
      return {};
    }
  };
  const persist = (id: string, entry: HostEntry | undefined) => {
    if (entry) memory.set(id, entry);
    else memory.delete(id);
    try {
      if (typeof localStorage === 'undefined') return;
      const all = stored();
      if (entry) all[id] = entry;
      else delete all[id];
      localStorage.setItem(storageKey, JSON.stringify(all));
    } catch {
      // Without storage the marks last as long as the page.
    }
  };
  return {
    get<TValue>(key: HostKey | string, defaultValue: () => Promise<TValue>) {
      const id = idOf(key);
      const entry = memory.get(id) ?? stored()[id];
      if (!entry || typeof key === 'string') return defaultValue();
      return Promise.resolve(statefulHost(key, entry) as TValue);
    },
    set<TValue>(key: HostKey | string, value: TValue) {
      const { status, lastUpdate } = value as unknown as HostEntry;
      persist(idOf(key), { status, lastUpdate });
      return Promise.resolve(value);
    },
    delete(key: HostKey | string) {
      persist(idOf(key), undefined);
      return Promise.resolve();
    },
    clear() {
      for (const id of [...memory.keys()]) persist(id, undefined);
      return Promise.resolve();
    },
  };
}

/** A host with its mark, as the transporter expects it (the same rules as algoliasearch's). */
function statefulHost(host: HostKey, { status, lastUpdate }: HostEntry) {
  return {
    url: host.url,
    accept: host.accept,
    protocol: host.protocol,
    ...(host.port ? { port: host.port } : {}),
    status,
    lastUpdate,
    isUp: () => status === 'up' || Date.now() - lastUpdate > HOST_DOWN_MS,
    isTimedOut: () => status === 'timed out' && Date.now() - lastUpdate <= HOST_DOWN_MS,
  };
}
