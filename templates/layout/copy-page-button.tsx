import { CopyIcon } from '../../client/icons.js';
import { useSiteHref } from '../site-href.js';

/**
 * "Copy page", beside the page's title: copies the page's Markdown copy (`markdownHref`, `{route}.md`);
 * client/behaviours/copy-page.ts does the copying. Nothing for a page without one.
 */
export function CopyPageButton({ markdownHref }: { markdownHref?: string }) {
  const href = useSiteHref();
  if (!markdownHref) return null;
  return (
    <div className="page-actions">
      <button type="button" className="copy-page" data-markdown-href={href(markdownHref)}>
        <CopyIcon />
        <span className="copy-page-label">Copy page</span>
      </button>
    </div>
  );
}
