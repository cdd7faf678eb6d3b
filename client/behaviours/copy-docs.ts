import { installFetchedTextCopy } from './copy-fetched-text.js';

/** The navbar's "Copy Docs" button copies every page of the site as Markdown (`/all-docs.txt`). */
export function installCopyDocs(root: Document): void {
  installFetchedTextCopy(root, {
    selector: 'button.navbar-copy-docs',
    labelSelector: '.navbar-copy-docs-label',
    label: 'Copy Docs',
    urlOf: () => '/all-docs.txt',
  });
}
