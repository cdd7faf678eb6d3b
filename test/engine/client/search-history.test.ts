import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import {
  createSearchHistory,
  favoriteSearchesKey,
  recentSearchesKey,
  type StoredSearch,
} from '../../../client/search/stored-searches.js';

/** localStorage as a browser has it, for code that runs in Node here. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const hit = (n: number): StoredSearch => ({
  objectID: `/page-${n}`,
  url: `/page-${n}`,
  type: 'lvl1',
  hierarchy: { lvl0: 'Docs', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
});
const ids = (items: StoredSearch[]) => items.map((item) => item.objectID);

describe('recent and favourite searches', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });

  it('keeps the 7 most recent, newest first, without duplicates', () => {
    const history = createSearchHistory('docs', false);
    for (let n = 1; n <= 9; n++) history.addRecent(hit(n));
    history.addRecent(hit(5));
    assert.deepEqual(ids(history.get().recent), [
      '/page-5',
      '/page-9',
      '/page-8',
      '/page-7',
      '/page-6',
      '/page-4',
      '/page-3',
    ]);
  });

  it('moves a recent search to the favourites, and keeps 4 recent once favourites exist', () => {
    const history = createSearchHistory('docs', false);
    for (let n = 1; n <= 7; n++) history.addRecent(hit(n));
    history.favorite(hit(7));
    assert.deepEqual(ids(history.get().favorites), ['/page-7']);
    assert.deepEqual(ids(history.get().recent), ['/page-6', '/page-5', '/page-4', '/page-3']);
    history.addRecent(hit(8));
    assert.equal(history.get().recent.length, 4);
    history.addRecent(hit(7));
    assert.ok(!ids(history.get().recent).includes('/page-7'), 'a favourite is not also a recent search');
  });

  it('keeps 10 favourites and removes items from either list', () => {
    const history = createSearchHistory('docs', false);
    for (let n = 1; n <= 12; n++) history.favorite(hit(n));
    assert.equal(history.get().favorites.length, 10);
    history.removeFavorite('/page-12');
    assert.ok(!ids(history.get().favorites).includes('/page-12'));
    history.addRecent(hit(20));
    history.removeRecent('/page-20');
    assert.deepEqual(history.get().recent, []);
  });

  it('stores both lists under keys named after the index', () => {
    createSearchHistory('docs', false).addRecent(hit(1));
    createSearchHistory('docs', false).favorite(hit(2));
    const storage = (globalThis as unknown as { localStorage: MemoryStorage }).localStorage;
    assert.equal(JSON.parse(storage.getItem(recentSearchesKey('docs'))!).length, 1);
    assert.equal(JSON.parse(storage.getItem(favoriteSearchesKey('docs'))!).length, 1);
    assert.equal(createSearchHistory('other', false).get().recent.length, 0);
  });

  it('keeps nothing when personalisation is disabled', () => {
    const history = createSearchHistory('docs', true);
    history.addRecent(hit(1));
    history.favorite(hit(2));
    assert.deepEqual(history.get(), { recent: [], favorites: [] });
  });
});
