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

/** The server URL the reader chose in the "Try it" console of a spec's endpoint pages. */
export function tryItServerStorageKey(specId: string): string {
  return `docs-build.try-it.server.${specId}`;
}

/** A spec's credentials, kept only when the reader ticks "Remember on this device" in the "Try it" console. */
export function tryItCredentialsStorageKey(specId: string): string {
  return `docs-build.try-it.credentials.${specId}`;
}

/** A named value the samples read from the environment (`AFFILIATE_ID`), as the reader last typed it in a console. */
export function sampleEnvStorageKey(name: string): string {
  return `docs-build.sample-env.${name}`;
}
