import type { FetchedPage } from './fetch-page.js';

export interface PageCache {
  /** The page at `url`, fetched once and shared by prefetches and navigations; `fresh` fetches again. */
  get(url: URL, fresh?: boolean): Promise<FetchedPage>;
  /** Forgets every page (they changed on the server). */
  clear(): void;
}

/** Keys are path + query (the hash never changes the document); failures are not kept, so a retry fetches. */
export function createPageCache(load: (url: URL) => Promise<FetchedPage>): PageCache {
  const pages = new Map<string, Promise<FetchedPage>>();
  return {
    get(url, fresh = false) {
      const key = url.pathname + url.search;
      const cached = pages.get(key);
      if (cached && !fresh) return cached;
      const loading = load(url);
      pages.set(key, loading);
      void loading.then((page) => {
        if (page.kind !== 'page' && pages.get(key) === loading) pages.delete(key);
      });
      return loading;
    },
    clear() {
      pages.clear();
    },
  };
}
