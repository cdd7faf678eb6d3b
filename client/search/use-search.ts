import { useEffect, useRef, useState } from 'react';
import type { SearchParameters, SearchProvider, SearchResponse } from './search-types.js';

/** idle → loading → (after 300 ms) stalled → idle, or error when the provider cannot answer. */
export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';

/** Loading longer than this shows the loading indicator. */
export const STALL_DELAY_MS = 300;

export interface SearchState {
  status: SearchStatus;
  /** The last answer (kept on screen while the next one loads). */
  response?: SearchResponse;
  /** The query `response` answers. */
  answered: string;
  error?: unknown;
}

/**
 * Runs a search whenever the query or the `scope` (the docs version searched) changes (a blank query
 * searches nothing); answers to older queries are dropped. `provider` is a promise because it loads on
 * first use; its failure is an error too.
 */
export function useSearch(
  provider: Promise<SearchProvider>,
  query: string,
  parametersFor: (query: string) => SearchParameters,
  scope = '',
): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle', answered: '' });
  const parameters = useRef(parametersFor);
  parameters.current = parametersFor;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `parametersFor` reads the scope; a new scope searches again.
  useEffect(() => {
    if (query.trim() === '') {
      setState({ status: 'idle', answered: '' });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading', error: undefined }));
    const stall = setTimeout(() => {
      if (current)
        setState((previous) => (previous.status === 'loading' ? { ...previous, status: 'stalled' } : previous));
    }, STALL_DELAY_MS);
    provider
      .then((ready) => ready.search(parameters.current(query)))
      .then(
        (response) => current && setState({ status: 'idle', response, answered: query }),
        (error: unknown) => current && setState({ status: 'error', error, answered: query }),
      )
      .finally(() => clearTimeout(stall));
    return () => {
      current = false;
      clearTimeout(stall);
    };
  }, [provider, query, scope]);
  return state;
}
