import type { ReactNode } from 'react';

export interface DetailsProps {
  /** The always-visible line; a `<summary>` element or text. */
  summary?: ReactNode;
  children?: ReactNode;
  open?: boolean;
}

/** Docusaurus' `@theme/Details`: a disclosure box built on `<details>`, so it works without JavaScript. */
export function Details({ summary, children, open }: DetailsProps) {
  const summaryElement =
    typeof summary === 'object' && summary !== null && (summary as { type?: unknown }).type === 'summary' ? (
      summary
    ) : (
      <summary>{summary ?? 'Details'}</summary>
    );
  return (
    <details className="details" open={open}>
      {summaryElement}
      <div className="details-content">{children}</div>
    </details>
  );
}
