import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { CloseIcon, SearchIcon } from '../icons.js';
import { useVersionLabel } from './hit-title.js';
import { groupHits } from './hit-view.js';
import { openElsewhere, openModeFor, trapFocus } from './open-hit.js';
import { HitList, LISTBOX_ID, type ListGroup, type ListItem } from './search-hit-list.js';
import { searchParametersFor, SMALL_SCREEN_QUERY, SNIPPET_WORDS, SNIPPET_WORDS_SMALL } from './search-parameters.js';
import { EmptyStartScreen, ErrorScreen, NoResultsScreen } from './search-screens.js';
import type { SearchSession } from './search-session.js';
import { useSearch } from './use-search.js';
import { ALL_VERSIONS, pageVersion, versionSearchTags } from './version-scope.js';

export const MAX_QUERY_LENGTH = 64;
const INPUT_ID = 'search-modal-input';

export interface SearchModalProps {
  session: SearchSession;
  initialQuery: string;
  /** Select the initial query (to be typed over) rather than put the caret after it. @default true */
  selectInitialQuery?: boolean;
  /** Closes the dialog; `restoreFocus` is false when the reader is leaving for a result. */
  onClose: (restoreFocus?: boolean) => void;
}

/**
 * The DocSearch-style dialog: a combobox input over grouped results, recent and favourite searches. On
 * a versioned site it searches the docs version of the page it was opened on (the last version outside
 * the docs) and the pages outside the docs, with an "All versions" checkbox to search every version.
 */
export function SearchModal({ session, initialQuery, selectInitialQuery = true, onClose }: SearchModalProps) {
  const { settings, history } = session;
  const [query, setQuery] = useState(initialQuery.slice(0, MAX_QUERY_LENGTH));
  const [stored, setStored] = useState(history.get);
  const [activeIndex, setActiveIndex] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const lastGroups = useRef<string[]>([]);
  const [readVersion] = useState(() => pageVersion(settings, document));
  const [allVersions, setAllVersions] = useState(false);
  const scope = readVersion === undefined ? undefined : allVersions ? ALL_VERSIONS : readVersion;
  const versionLabel = useVersionLabel(settings.versions);
  const search = useSearch(
    session.provider,
    query,
    (text) =>
      searchParametersFor(settings.searchParameters, text, {
        snippetWords: matchMedia(SMALL_SCREEN_QUERY).matches ? SNIPPET_WORDS_SMALL : SNIPPET_WORDS,
        tags: versionSearchTags(scope),
      }),
    scope,
  );
  const blank = query.trim() === '';
  const response = blank ? undefined : search.response;

  const groups: ListGroup[] = useMemo(() => {
    if (blank) {
      const recent = stored.recent.map((hit, i) => ({ id: `search-recent-${i}`, hit, position: i + 1 }));
      const favorites = stored.favorites.map((hit, i) => ({ id: `search-favorite-${i}`, hit, position: i + 1 }));
      return [
        ...(recent.length > 0 ? [{ title: 'Recent', items: recent }] : []),
        ...(favorites.length > 0 ? [{ title: 'Favorite', items: favorites }] : []),
      ];
    }
    if (!response) return [];
    let position = 0;
    const positions = new Map(response.hits.map((hit, i) => [hit, i + 1 + response.page * response.hitsPerPage]));
    return groupHits(response.hits, settings.maxResultsPerGroup).map((group) => ({
      title: group.name,
      items: group.hits.map((hit) => ({ id: `search-hit-${position++}`, hit, position: positions.get(hit) ?? 0 })),
    }));
  }, [blank, stored, response, settings.maxResultsPerGroup]);
  const items = groups.flatMap((group) => group.items);
  const active = items[Math.min(activeIndex, items.length - 1)];
  if (!blank && groups.length > 0) lastGroups.current = groups.map((group) => group.title);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new results put the selection back on the first hit.
  useEffect(() => setActiveIndex(0), [groups]);
  // A layout effect: the input has focus as soon as the modal is mounted, before any further keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the modal opens, with the query it opened with.
  useLayoutEffect(() => {
    const field = input.current;
    field?.focus();
    if (selectInitialQuery) field?.select();
    else field?.setSelectionRange(field.value.length, field.value.length);
  }, []);
  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const opened = (item: ListItem) => {
    history.addRecent(item.hit);
    if ('_highlightResult' in item.hit)
      void session.provider.then((provider) => provider.hitOpened(item.hit as never, item.position, response?.queryID));
  };
  const onOpen = (item: ListItem, event: MouseEvent<HTMLAnchorElement>) => {
    opened(item);
    if (!event.ctrlKey && !event.metaKey && !event.shiftKey && event.button === 0) setTimeout(() => onClose(false), 0);
    else setStored(history.get());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab' && dialog.current) {
      trapFocus(dialog.current, event);
    } else if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (Math.min(index, items.length - 1) + step + items.length) % items.length);
    } else if (event.key === 'Enter' && event.target === input.current && active) {
      event.preventDefault();
      const mode = openModeFor(event);
      if (mode === 'none') return;
      if (mode === 'same-tab') {
        document.getElementById(active.id)?.click();
        return;
      }
      opened(active);
      setStored(history.get());
      openElsewhere(active.hit.url, mode);
    }
  };
  const historyAction = (change: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    change();
    setStored(history.get());
    input.current?.focus();
  };

  const showList = groups.length > 0;
  const status = blank ? 'idle' : search.status;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside the dialog closes it; the keyboard closes it with Escape.
    <div className="search-modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        className="search-modal"
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        ref={dialog}
        onKeyDown={onKeyDown}
        data-status={status}
      >
        <div className="search-modal-header">
          <form className="search-modal-form" role="search" noValidate onSubmit={(event) => event.preventDefault()}>
            <label className="search-modal-label" htmlFor={INPUT_ID}>
              {status === 'stalled' ? (
                <span className="search-loading-indicator" role="status" aria-label="Loading results" />
              ) : (
                <SearchIcon />
              )}
              <span className="sr-only">Search docs</span>
            </label>
            <input
              ref={input}
              id={INPUT_ID}
              className="search-modal-input"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={showList ? LISTBOX_ID : undefined}
              aria-activedescendant={showList && active ? active.id : undefined}
              placeholder={settings.placeholder}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              value={query}
              onChange={(event) => setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH))}
            />
            {query ? (
              <button
                type="reset"
                className="search-modal-reset"
                aria-label="Clear the query"
                onClick={historyAction(() => setQuery(''))}
              >
                <CloseIcon />
              </button>
            ) : null}
          </form>
          <button type="button" className="search-modal-cancel" onClick={() => onClose()}>
            Cancel
          </button>
        </div>
        {readVersion !== undefined ? (
          <div className="search-modal-scope">
            <span className="search-modal-scope-version">
              {allVersions ? 'Every version of the docs' : `Version: ${versionLabel(readVersion)}`}
            </span>
            <label className="search-modal-scope-all">
              <input
                type="checkbox"
                checked={allVersions}
                onChange={(event) => {
                  setAllVersions(event.target.checked);
                  input.current?.focus();
                }}
              />{' '}
              All versions
            </label>
          </div>
        ) : null}
        <div className="search-modal-body">
          {status === 'error' ? (
            <ErrorScreen />
          ) : showList ? (
            <HitList
              groups={groups}
              activeId={active?.id}
              label={blank ? 'Recent and favorite searches' : 'Search results'}
              onActivate={(id) => setActiveIndex(items.findIndex((item) => item.id === id))}
              onOpen={onOpen}
              {...(allVersions && !blank && { versionLabel })}
              actions={
                blank
                  ? (item) => (
                      <HistoryActions
                        item={item}
                        favorite={item.id.startsWith('search-favorite')}
                        act={historyAction}
                        history={history}
                      />
                    )
                  : undefined
              }
            />
          ) : blank ? (
            <EmptyStartScreen />
          ) : response && search.answered === query && response.hits.length === 0 ? (
            <NoResultsScreen
              query={query}
              suggestions={[...new Set([...lastGroups.current, ...settings.suggestedQueries])].slice(0, 3)}
              missingResultsUrl={settings.missingResultsUrl}
              onSuggestion={(suggestion) => {
                setQuery(suggestion);
                input.current?.focus();
              }}
            />
          ) : null}
        </div>
        <div className="search-modal-footer">
          {!blank ? (
            <a
              className="search-modal-all"
              href={`${settings.searchPageUrl}?q=${encodeURIComponent(query)}${scope === undefined ? '' : `&version=${encodeURIComponent(scope)}`}`}
              onClick={() => setTimeout(() => onClose(false), 0)}
            >
              See all results
            </a>
          ) : (
            <span />
          )}
          <ul className="search-modal-keys" aria-label="Keyboard shortcuts">
            <li>
              <kbd>↵</kbd> to select
            </li>
            <li>
              <kbd>↑</kbd>
              <kbd>↓</kbd> to navigate
            </li>
            <li>
              <kbd>Esc</kbd> to close
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}

function HistoryActions({
  item,
  favorite,
  act,
  history,
}: {
  item: ListItem;
  favorite: boolean;
  act: (change: () => void) => (event: MouseEvent) => void;
  history: SearchSession['history'];
}) {
  if (favorite) {
    return (
      <button
        type="button"
        className="search-hit-action"
        aria-label="Remove this search from favorites"
        title="Remove this search from favorites"
        onClick={act(() => history.removeFavorite(item.hit.objectID))}
      >
        <CloseIcon />
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="search-hit-action"
        aria-label="Save this search"
        title="Save this search"
        onClick={act(() => history.favorite(item.hit))}
      >
        <span aria-hidden="true">★</span>
      </button>
      <button
        type="button"
        className="search-hit-action"
        aria-label="Remove this search from history"
        title="Remove this search from history"
        onClick={act(() => history.removeRecent(item.hit.objectID))}
      >
        <CloseIcon />
      </button>
    </>
  );
}
