import { Fragment, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PAGE_LOAD_EVENT } from '../page-events.js';
import { DeprecatedBadge, HitTitle, useVersionLabel, VersionBadge } from './hit-title.js';
import { groupHits, hitView } from './hit-view.js';
import { searchParametersFor, SMALL_SCREEN_QUERY, SNIPPET_WORDS, SNIPPET_WORDS_SMALL } from './search-parameters.js';
import type { SearchSession } from './search-session.js';
import type { SearchHit } from './search-types.js';
import { useSearch } from './use-search.js';
import { ALL_VERSIONS, pageVersion, versionSearchTags } from './version-scope.js';

const MAX_QUERY_LENGTH = 64;

/** `/search?q=…`: full results under the page's own form; the query stays editable and in the URL. */
export function startSearchPage(doc: Document, session: SearchSession): void {
  const results = doc.getElementById('search-page-results');
  const input = doc.getElementById('search-page-input');
  if (!results || !(input instanceof HTMLInputElement)) return;
  const root = createRoot(results);
  root.render(<SearchPageResults session={session} input={input} />);
  const release = () => {
    if (results.isConnected) return;
    root.unmount();
    doc.removeEventListener(PAGE_LOAD_EVENT, release);
  };
  doc.addEventListener(PAGE_LOAD_EVENT, release);
}

function queryFromUrl(): string {
  return (new URLSearchParams(location.search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
}

/**
 * On a versioned site, the docs version searched: the URL's `version` (a version's name, or `all`), as
 * the modal's "See all results" passes it, else the last version; undefined on a site without versions.
 */
function versionFromUrl(settings: SearchSession['settings']): string | undefined {
  const fallback = pageVersion(settings, document);
  if (fallback === undefined) return undefined;
  const asked = new URLSearchParams(location.search).get('version');
  return asked === ALL_VERSIONS || settings.versions?.some(({ name }) => name === asked) ? asked! : fallback;
}

function SearchPageResults({ session, input }: { session: SearchSession; input: HTMLInputElement }) {
  const [query, setQuery] = useState(queryFromUrl);
  const [version, setVersion] = useState(() => versionFromUrl(session.settings));
  const versionLabel = useVersionLabel(session.settings.versions);
  const [more, setMore] = useState<{
    query: string;
    version: string | undefined;
    hits: SearchHit[];
    page: number;
    loading: boolean;
    failed: boolean;
  }>({ query: '', version: undefined, hits: [], page: 0, loading: false, failed: false });
  const parametersFor = (text: string, page = 0) =>
    searchParametersFor(session.settings.searchParameters, text, {
      page,
      snippetWords: matchMedia(SMALL_SCREEN_QUERY).matches ? SNIPPET_WORDS_SMALL : SNIPPET_WORDS,
      tags: versionSearchTags(version),
    });
  const search = useSearch(session.provider, query, parametersFor, version);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's input takes the query it was opened with, once.
  useEffect(() => {
    input.maxLength = MAX_QUERY_LENGTH;
    input.value = query;
    const onInput = () => setQuery(input.value.slice(0, MAX_QUERY_LENGTH));
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      onInput();
    };
    input.addEventListener('input', onInput);
    input.form?.addEventListener('submit', onSubmit);
    return () => {
      input.removeEventListener('input', onInput);
      input.form?.removeEventListener('submit', onSubmit);
    };
  }, [input]);
  useEffect(() => {
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (version !== undefined) url.searchParams.set('version', version);
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  }, [query, version]);

  const blank = query.trim() === '';
  const response = blank || search.answered !== query ? undefined : search.response;
  const extra = more.query === query && more.version === version ? more : undefined;
  const hits = [...(response?.hits ?? []), ...(extra?.hits ?? [])];
  const page = extra?.page ?? 0;
  const canLoadMore = response !== undefined && page + 1 < response.nbPages;
  const loadMore = () => {
    const next = page + 1;
    setMore({ query, version, hits: extra?.hits ?? [], page, loading: true, failed: false });
    const same = (current: typeof more) => current.query === query && current.version === version;
    session.provider
      .then((provider) => provider.search(parametersFor(query, next)))
      .then(
        (answer) =>
          setMore((current) =>
            same(current)
              ? { query, version, hits: [...current.hits, ...answer.hits], page: next, loading: false, failed: false }
              : current,
          ),
        () => setMore((current) => (same(current) ? { ...current, loading: false, failed: true } : current)),
      );
  };

  return (
    <>
      {version !== undefined ? (
        <label className="search-page-version">
          Docs version{' '}
          <select value={version} onChange={(event) => setVersion(event.target.value)}>
            {(session.settings.versions ?? []).map(({ name, label }) => (
              <option key={name} value={name}>
                {label}
              </option>
            ))}
            <option value={ALL_VERSIONS}>All versions</option>
          </select>
        </label>
      ) : null}
      <p className="search-page-status" role="status">
        {blank
          ? ''
          : search.status === 'error'
            ? 'Unable to fetch results. You might want to check your network connection.'
            : response
              ? statusText(response.nbHits, query)
              : 'Searching…'}
      </p>
      {groupHits(hits).map((group) => (
        <section className="search-page-group" key={group.name}>
          <h2 className="search-page-group-title">{group.name}</h2>
          <ul className="search-page-hits">
            {group.hits.map((hit) => {
              const view = hitView(hit);
              return (
                <li className="search-page-hit" key={hit.objectID}>
                  <div className="search-page-hit-title-row">
                    <a className="search-page-hit-link" href={hit.url}>
                      <HitTitle view={view} className="search-page-hit-title" />
                    </a>
                    <DeprecatedBadge view={view} />
                    <VersionBadge version={hit.version} label={version === ALL_VERSIONS ? versionLabel : undefined} />
                  </div>
                  {view.snippetHtml ? (
                    <p className="search-page-hit-snippet" dangerouslySetInnerHTML={{ __html: view.snippetHtml }} />
                  ) : null}
                  {view.repeatedIn.length > 0 ? (
                    <p className="search-page-hit-repeats">
                      Also on:{' '}
                      {view.repeatedIn.map((repeat, i) => (
                        <Fragment key={repeat.url}>
                          {i > 0 ? ', ' : null}
                          <a href={repeat.url}>{repeat.title}</a>
                        </Fragment>
                      ))}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {extra?.failed ? <p className="search-page-error">Unable to fetch more results.</p> : null}
      {canLoadMore ? (
        <button type="button" className="search-page-more" onClick={loadMore} disabled={extra?.loading}>
          {extra?.loading ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </>
  );
}

function statusText(count: number, query: string): string {
  if (count === 0) return `No results for "${query}"`;
  return `${count} ${count === 1 ? 'result' : 'results'} for "${query}"`;
}
