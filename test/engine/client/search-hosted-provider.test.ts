import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { ApiError, DeserializationError, RetryError } from '@algolia/client-common';
import { createHostedProvider } from '../../../client/search/hosted-provider.js';
import { HOSTED_TIMEOUTS } from '../../../client/search/hosted-client-options.js';
import { searchParametersFor } from '../../../client/search/search-parameters.js';
import type { SearchProvider } from '../../../client/search/search-types.js';
import { FAKE_RECORDS, startFakeSearchServer, type FakeSearchServer } from '../../helpers/search-servers.js';
import { waitFor } from '../../helpers/wait-for.js';

describe('the hosted search provider against local servers', () => {
  let first: FakeSearchServer;
  let second: FakeSearchServer;
  let insightsServer: FakeSearchServer;

  before(async () => {
    [first, second, insightsServer] = await Promise.all([
      startFakeSearchServer(FAKE_RECORDS),
      startFakeSearchServer(FAKE_RECORDS),
      startFakeSearchServer(),
    ]);
  });
  after(async () => {
    await Promise.all([first.close(), second.close(), insightsServer.close()]);
  });
  beforeEach(() => {
    for (const server of [first, second, insightsServer]) {
      server.requests.length = 0;
      server.mode = 'ok';
    }
  });

  // A new provider per test: each has its own memory of hosts marked down.
  const provider = (options: { insights?: boolean; hosts?: FakeSearchServer[] } = {}): SearchProvider =>
    createHostedProvider({
      appId: 'TESTAPP',
      apiKey: 'search-key',
      indexName: 'docs',
      hosts: (options.hosts ?? [first, second]).map((server) => server.host),
      insights: options.insights ?? false,
      insightsHosts: [insightsServer.host],
      disableUserPersonalization: true,
    });
  const query = (text: string) => searchParametersFor({}, text);

  it('posts the multi-query request with credentials in the query string and reads hits, nbHits and queryID', async () => {
    const response = await provider().search(query('key'));
    assert.equal(response.nbHits, 3);
    assert.deepEqual(
      response.hits.map((hit) => hit.url),
      ['/setup#keys', '/setup', '/blog/release'],
    );
    const [request] = first.requests;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.url.pathname, '/1/indexes/*/queries');
    assert.equal(request?.url.searchParams.get('x-algolia-application-id'), 'TESTAPP');
    assert.equal(request?.url.searchParams.get('x-algolia-api-key'), 'search-key');
    assert.equal(request?.body.requests[0].indexName, 'docs');
    assert.equal(request?.body.requests[0].query, 'key');
    assert.equal(request?.body.requests[0].hitsPerPage, 20);
    assert.deepEqual(request?.body.requests[0].attributesToSnippet.at(-1), 'content:10');
    assert.equal(second.requests.length, 0);
  });

  it("keeps the deprecated flag of a hit, and folds a hit repeating another page's heading and text into the first", async () => {
    const response = await provider().search(query('token'));
    assert.deepEqual(
      response.hits.map((hit) => [
        hit.url,
        hit.deprecated ?? false,
        (hit.repeatedIn ?? []).map((repeat) => repeat.url),
      ]),
      [
        ['/api/v2/rotate', false, []],
        ['/api/v1/rotate', true, []],
        ['/api/v2/rotate#request-body', false, ['/api/v2/revoke#request-body']],
      ],
    );
  });

  it('escapes what the service returns before adding <mark>', async () => {
    const hit = (await provider().search(query('key'))).hits.find((h) => h.url === '/setup')!;
    assert.equal(
      hit._highlightResult.content?.value,
      'Set the <mark>key</mark> up &lt;img src=x onerror=&quot;window.hacked=1&quot;&gt;.',
    );
    assert.equal(hit._highlightResult.hierarchy.lvl1?.value, 'Setup');
    assert.equal(hit._highlightResult.content?.matchLevel, 'full');
  });

  it('moves to the next host on a 5xx answer, then skips the host marked down for 120 s', async () => {
    const search = provider();
    first.mode = 'error-500';
    assert.equal((await search.search(query('key'))).nbHits, 3);
    assert.equal(first.requests.length, 1);
    assert.equal(second.requests.length, 1);
    first.mode = 'ok';
    await search.search(query('release'));
    assert.equal(first.requests.length, 1, 'the host marked down is skipped');
    assert.equal(second.requests.length, 2);
    const realNow = Date.now;
    Date.now = () => realNow() + 121_000;
    try {
      await search.search(query('setup'));
    } finally {
      Date.now = realNow;
    }
    assert.equal(first.requests.length, 2, 'after 120 s the host is tried again');
  });

  it('fails at once with an ApiError (message and status) on a 4xx answer', async () => {
    first.mode = 'error-403';
    await assert.rejects(provider().search(query('key')), (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.equal(error.status, 403);
      assert.match(error.message, /Invalid Application-ID or API key/);
      return true;
    });
    assert.equal(second.requests.length, 0, 'a 4xx answer is not retried on another host');
  });

  it('reports an unparseable answer as a DeserializationError', async () => {
    first.mode = 'garbage';
    await assert.rejects(provider().search(query('key')), DeserializationError);
  });

  it('gives up on a host that never answers after the read timeout and asks the next', async () => {
    assert.deepEqual(HOSTED_TIMEOUTS, { connect: 1000, read: 2000, write: 30000 });
    first.mode = 'hang';
    const response = await provider().search(query('key'));
    assert.equal(response.nbHits, 3);
    assert.equal(first.requests.length, 1);
    assert.equal(second.requests.length, 1);
  });

  it('throws a RetryError when every host fails', async () => {
    first.mode = 'error-500';
    second.mode = 'hang';
    await assert.rejects(provider().search(query('key')), RetryError);
  });

  it('sends an Insights click event, and asks for a queryID, only when insights are on', async () => {
    const withInsights = provider({ insights: true });
    const response = await withInsights.search(query('key'));
    assert.equal(first.requests[0]?.body.requests[0].clickAnalytics, true);
    assert.equal(response.queryID, 'a1b2c3d4e5f6');
    withInsights.hitOpened(response.hits[1]!, 2, response.queryID);
    await waitFor('the click event', () => insightsServer.requests.length === 1);
    const [event] = insightsServer.requests;
    assert.equal(event?.url.pathname, '/1/events');
    assert.equal(event?.url.searchParams.get('x-algolia-application-id'), 'TESTAPP');
    assert.deepEqual(
      { ...event?.body.events[0], userToken: 'token' },
      {
        eventType: 'click',
        eventName: 'Item Selected',
        index: 'docs',
        userToken: 'token',
        objectIDs: ['/setup'],
        positions: [2],
        queryID: 'a1b2c3d4e5f6',
      },
    );

    first.requests.length = 0;
    const without = provider({ insights: false });
    const plain = await without.search(query('key'));
    assert.equal(first.requests[0]?.body.requests[0].clickAnalytics, undefined);
    without.hitOpened(plain.hits[0]!, 1, 'some-query-id');
    // A click with insights on, after it: once its event is in, one sent without insights would be too.
    withInsights.hitOpened(plain.hits[0]!, 1, 'the-next-query-id');
    await waitFor('the next click event', () => insightsServer.requests.length >= 2);
    assert.equal(insightsServer.requests.length, 2, 'no event without insights');
    assert.equal(insightsServer.requests[1]?.body.events[0].queryID, 'the-next-query-id', 'no event without insights');
  });
});
