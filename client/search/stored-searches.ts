import type { SearchRecord } from './search-types.js';

/** A hit kept in the reader's recent or favourite searches. */
export type StoredSearch = Pick<SearchRecord, 'objectID' | 'url' | 'type' | 'hierarchy' | 'content' | 'deprecated'>;

export const RECENT_LIMIT = 7;
export const RECENT_LIMIT_WITH_FAVORITES = 4;
export const FAVORITE_LIMIT = 10;

/** localStorage keys, per index name (the same keys DocSearch uses). */
export const recentSearchesKey = (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
export const favoriteSearchesKey = (indexName: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;

export interface SearchHistory {
  recent: StoredSearch[];
  favorites: StoredSearch[];
}

/**
 * Recent and favourite searches in localStorage. Recent keeps 7 (4 once there are favourites),
 * favourites 10; making a recent search a favourite moves it. With personalisation disabled nothing
 * is read or kept.
 */
export function createSearchHistory(indexName: string, disabled: boolean) {
  const read = (key: string): StoredSearch[] => {
    if (disabled) return [];
    try {
      const value = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
      return Array.isArray(value)
        ? (value as StoredSearch[]).filter((item) => item && typeof item.url === 'string')
        : [];
    } catch {
      return [];
    }
  };
  const write = (key: string, items: StoredSearch[]) => {
    if (disabled) return;
    try {
      localStorage.setItem(key, JSON.stringify(items));
    } catch {
      // A full or blocked storage only loses the history.
    }
  };
  const recentKey = recentSearchesKey(indexName);
  const favoriteKey = favoriteSearchesKey(indexName);
  const get = (): SearchHistory => ({ recent: read(recentKey), favorites: read(favoriteKey) });
  const without = (items: StoredSearch[], objectID: string) => items.filter((item) => item.objectID !== objectID);
  const recentLimit = (favorites: StoredSearch[]) =>
    favorites.length > 0 ? RECENT_LIMIT_WITH_FAVORITES : RECENT_LIMIT;
  return {
    get,
    /** A hit the reader opened: first of the recent searches (unless it is a favourite). */
    addRecent(hit: StoredSearch) {
      const { recent, favorites } = get();
      if (favorites.some((item) => item.objectID === hit.objectID)) return;
      write(recentKey, [toStored(hit), ...without(recent, hit.objectID)].slice(0, recentLimit(favorites)));
    },
    favorite(hit: StoredSearch) {
      const { recent, favorites } = get();
      const nextFavorites = [toStored(hit), ...without(favorites, hit.objectID)].slice(0, FAVORITE_LIMIT);
      write(favoriteKey, nextFavorites);
      write(recentKey, without(recent, hit.objectID).slice(0, recentLimit(nextFavorites)));
    },
    removeRecent(objectID: string) {
      write(recentKey, without(get().recent, objectID));
    },
    removeFavorite(objectID: string) {
      write(favoriteKey, without(get().favorites, objectID));
    },
  };
}

export type SearchHistoryStore = ReturnType<typeof createSearchHistory>;

function toStored(hit: StoredSearch): StoredSearch {
  const stored: StoredSearch = {
    objectID: hit.objectID,
    url: hit.url,
    type: hit.type,
    hierarchy: hit.hierarchy,
    content: hit.content === null ? null : hit.content.slice(0, 300),
  };
  if (hit.deprecated === true) stored.deprecated = true;
  return stored;
}
