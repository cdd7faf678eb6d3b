/** What a copy button's label says while it works: the behaviour writes them, the template reserves their width. */
export const COPY_STATE_LABELS = {
  loading: 'Loading...',
  copied: 'Copied!',
  error: 'Error!',
} as const;

export type CopyState = keyof typeof COPY_STATE_LABELS;
