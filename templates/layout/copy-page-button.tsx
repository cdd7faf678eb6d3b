import { CopyIcon } from '../../client/icons.js';

/**
 * "Copy page", beside the page's title: copies the page's Markdown copy (`markdownHref`, `{route}.md`);
 * client/behaviours/copy-page.ts does the copying. Nothing for a page without one.
 */
export function CopyPageButton({ markdownHref }: { markdownHref?: string }) {
  if (!markdownHref) return null;
  return (
    <div className="page-actions">
      <button type="button" className="copy-page" data-markdown-href={markdownHref}>
        <CopyIcon />
        <span className="copy-page-label">Copy page</span>
      </button>
    </div>
  );
}
