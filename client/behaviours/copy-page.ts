import { installFetchedTextCopy } from './copy-fetched-text.js';

/** The "Copy page" button beside a page's title copies the page's Markdown copy (`{route}.md`, in its `data-markdown-href`). */
export function installCopyPage(root: Document): void {
  installFetchedTextCopy(root, {
    selector: 'button.copy-page',
    labelSelector: '.copy-page-label',
    label: 'Copy page',
    urlOf: (button) => button.dataset.markdownHref,
  });
}
