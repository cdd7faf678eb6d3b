/**
 * Files the bundler names by content hash (`assets/app-ZITHSYUT.js`, `assets/x-abc123.js`): the last
 * `-` or `.` part before the extension is 6+ characters with a digit or capital, so a plain word such
 * as `theme-toggle.js` is never mistaken for one.
 */
const HASHED_ASSET = /^assets\/(?:.+\/)?[^/]*[.-](?=[A-Za-z0-9_]*[0-9A-Z])[A-Za-z0-9_]{6,}\.[a-z0-9]+$/;

/**
 * The Cache-Control header for a file relative to the output folder. Hashed assets never change under
 * the same name, so they are immutable; everything else (HTML above all) is revalidated with its ETag
 * so a rebuild shows up on the next load.
 */
export function cacheControlFor(relativePath: string): string {
  if (HASHED_ASSET.test(relativePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
