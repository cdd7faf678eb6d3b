export interface BlogAuthor {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
}

export interface BlogTag {
  label: string;
  route: string;
}

/** A blog post as lists, tags and feeds show it. */
export interface BlogPostSummary {
  route: string;
  title: string;
  /** ISO date `YYYY-MM-DD`. */
  date: string;
  description: string;
  tags: BlogTag[];
  authors: BlogAuthor[];
  /** Excerpt HTML (up to `<!-- truncate -->`), or the whole post when there is no marker. */
  excerptHtml: string;
  truncated: boolean;
  readingMinutes: number;
}
