import { formatDate } from '../blog/format-date.js';

export interface DocFooterProps {
  /** "Edit this page" link target. */
  editUrl?: string;
  /** `date` as `YYYY-MM-DD`. */
  lastUpdate?: { date?: string; author?: string };
}

/** Below a doc's content: the "Edit this page" link and "Last updated on … by …", when the page has them. */
export function DocFooter({ editUrl, lastUpdate }: DocFooterProps) {
  if (!editUrl && !lastUpdate) return null;
  return (
    <footer className="doc-footer">
      {editUrl ? (
        <a className="doc-edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      ) : null}
      {lastUpdate ? <p className="doc-last-update">{lastUpdateText(lastUpdate)}</p> : null}
    </footer>
  );
}

function lastUpdateText({ date, author }: { date?: string; author?: string }): string {
  return ['Last updated', date ? `on ${formatDate(date)}` : '', author ? `by ${author}` : ''].filter(Boolean).join(' ');
}
