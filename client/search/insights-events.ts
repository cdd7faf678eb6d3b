import { liteClient } from 'algoliasearch/lite';
import { hostedClientOptions } from './hosted-client-options.js';
import type { SearchHost } from './search-settings.js';

const USER_TOKEN_KEY = 'docs-build.search.user-token';

export interface InsightsOptions {
  appId: string;
  apiKey: string;
  indexName: string;
  /** @default Algolia's Insights host */
  hosts?: SearchHost[];
  /** Keep the anonymous user token across visits (off when personalisation is disabled). */
  keepUserToken: boolean;
}

export interface Insights {
  /** "Item Selected": the reader opened a hit at `position` (1-based) of the search `queryID`. */
  clicked(objectID: string, position: number, queryID: string | undefined): void;
}

/** Sends Algolia Insights click events (`POST /1/events`); only created when `search.insights` is true. */
export function createInsights(options: InsightsOptions): Insights {
  const client = liteClient(
    options.appId,
    options.apiKey,
    hostedClientOptions(options.appId, options.hosts ?? [{ url: 'insights.algolia.io', protocol: 'https' }]),
  );
  const userToken = anonymousUserToken(options.keepUserToken);
  return {
    clicked(objectID, position, queryID) {
      if (!queryID) return;
      const event = {
        eventType: 'click',
        eventName: 'Item Selected',
        index: options.indexName,
        userToken,
        objectIDs: [objectID],
        positions: [position],
        queryID,
      };
      client.customPost({ path: '1/events', body: { events: [event] } }).catch(() => {
        // Analytics must never get in the reader's way: a lost event is dropped.
      });
    },
  };
}

function anonymousUserToken(keep: boolean): string {
  const fresh = `anonymous-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  if (!keep || typeof localStorage === 'undefined') return fresh;
  try {
    const stored = localStorage.getItem(USER_TOKEN_KEY);
    if (stored) return stored;
    localStorage.setItem(USER_TOKEN_KEY, fresh);
  } catch {
    // Storage can be unavailable (private mode, quotas): a token for this page is enough.
  }
  return fresh;
}
