/** A route that moved: readers and crawlers asking for `from` are sent to `to`. */
export interface Redirect {
  /** A route of the site that no page has, without a trailing slash (`/old-page`). */
  from: string;
  /** A route of the site (with an optional `#anchor` or query), or an absolute URL. */
  to: string;
}
