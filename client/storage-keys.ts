// localStorage keys shared by the `<head>` script (rendered by templates) and the browser code.

/** The reader's colour mode: `light` or `dark`. */
export const THEME_STORAGE_KEY = 'theme';

/** `hidden` while the reader keeps the docs sidebar hidden; absent otherwise. */
export const SIDEBAR_HIDDEN_STORAGE_KEY = 'docs-build.sidebar';

/** Set to `dismissed` when the reader closes the announcement bar with this id. */
export function announcementStorageKey(id: string): string {
  return `docs-build.announcement.${id}`;
}

/** The request-sample language the reader chose on an endpoint page (`curl`, `javascript`, `python`); applies on every endpoint page. */
export const SAMPLE_LANGUAGE_STORAGE_KEY = 'docs-build.sample-language';
