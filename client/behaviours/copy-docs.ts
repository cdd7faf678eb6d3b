import { installFetchedTextCopy } from './copy-fetched-text.js';
import { siteBaseUrl } from '../site-base-url.js';
import { withBaseUrl } from '../with-base-url.js';

/** The navbar's "Copy Docs" button copies every page of the site as Markdown (`/all-docs.txt`). */
export function installCopyDocs(root: Document): void {
  installFetchedTextCopy(root, {
    selector: 'button.navbar-copy-docs',
    labelSelector: '.navbar-copy-docs-label',
    label: 'Copy Docs',
    urlOf: () => withBaseUrl(siteBaseUrl(root), '/all-docs.txt'),
  });
}
