import { liteClient } from 'algoliasearch/lite';
import { HOSTED_POST_TAG, HOSTED_PRE_TAG, normalizeHostedHit } from './hosted-hits.js';
import { createInsights } from './insights-events.js';
import { groupRepeatedHits } from './repeated-hits.js';
import { hostedClientOptions } from './hosted-client-options.js';
import type { SearchSettings } from './search-settings.js';
import type { SearchParameters, SearchProvider, SearchResponse } from './search-types.js';

type HostedSettings = Pick<
  SearchSettings,
  'appId' | 'apiKey' | 'indexName' | 'hosts' | 'insights' | 'insightsHosts' | 'disableUserPersonalization'
>;

/**
 * The hosted provider: `POST /1/indexes/{star}/queries` through algoliasearch's lite client, whose
 * retry strategy moves to the next host on 5xx, timeouts and network errors, fails at once on 4xx
 * (ApiError), reports unparseable answers (DeserializationError) and unreachable hosts (RetryError),
 * and skips a host marked down for two minutes.
 */
export function createHostedProvider(settings: HostedSettings): SearchProvider {
  const { appId, apiKey, indexName } = settings;
  if (!appId || !apiKey || !indexName) throw new Error('the hosted search provider needs appId, apiKey and indexName');
  const client = liteClient(appId, apiKey, hostedClientOptions(appId, settings.hosts));
  const insights = settings.insights
    ? createInsights({
        appId,
        apiKey,
        indexName,
        hosts: settings.insightsHosts,
        keepUserToken: !settings.disableUserPersonalization,
      })
    : undefined;
  return {
    indexName,
    async search(parameters: SearchParameters): Promise<SearchResponse> {
      const tags = { pre: parameters.highlightPreTag ?? '<mark>', post: parameters.highlightPostTag ?? '</mark>' };
      const params = {
        ...parameters,
        highlightPreTag: HOSTED_PRE_TAG,
        highlightPostTag: HOSTED_POST_TAG,
        clickAnalytics: insights !== undefined || undefined,
      };
      const { results } = await client.search({ requests: [{ indexName, ...params }] });
      const result = (results[0] ?? {}) as unknown as Record<string, unknown>;
      const hits = Array.isArray(result.hits) ? (result.hits as Record<string, unknown>[]) : [];
      const hitsPerPage = Number(result.hitsPerPage ?? parameters.hitsPerPage ?? 20);
      const nbHits = Number(result.nbHits ?? hits.length);
      return {
        hits: groupRepeatedHits(hits.map((hit) => normalizeHostedHit(hit, tags))),
        nbHits,
        page: Number(result.page ?? parameters.page ?? 0),
        nbPages: Number(result.nbPages ?? Math.ceil(nbHits / hitsPerPage)),
        hitsPerPage,
        query: typeof result.query === 'string' ? result.query : parameters.query,
        queryID: typeof result.queryID === 'string' ? result.queryID : undefined,
      };
    },
    hitOpened(hit, position, queryID) {
      insights?.clicked(hit.objectID, position, queryID);
    },
  };
}
