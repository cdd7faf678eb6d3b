import type { ReactNode } from 'react';

/** The admonition types, each with its own colour. */
export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'caution' | 'danger' | 'important';

const TYPES: readonly AdmonitionType[] = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important'];

export interface AdmonitionProps {
  /** @default "note" */
  type?: AdmonitionType | string;
  /** Heading text. @default the capitalised type ("Note") */
  title?: ReactNode;
  children?: ReactNode;
}

/** A callout box; the same markup the Markdown `:::type` syntax produces. */
export function Admonition({ type = 'note', title, children }: AdmonitionProps) {
  const kind = (TYPES as readonly string[]).includes(type) ? type : 'note';
  return (
    <div className={`admonition admonition-${kind}`} role="note">
      <p className="admonition-heading">{title ?? kind.charAt(0).toUpperCase() + kind.slice(1)}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
