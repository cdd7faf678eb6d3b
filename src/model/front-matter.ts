/** Front matter fields the engine understands; other keys are kept as they are. */
export interface FrontMatter {
  title?: string;
  description?: string;
  slug?: string;
  /** Docs: the doc's id (its last segment), which also names the last route segment unless `slug` is set. */
  id?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  tags?: string[];
  keywords?: string[];
  hide_table_of_contents?: boolean;
  /** Blog: author keys from the authors file, or authors written in the post (`{ name, title, url, image_url }`). */
  authors?: (string | Record<string, unknown>)[];
  /** Blog: publication date (also taken from a `YYYY-MM-DD-` file name prefix). */
  date?: string;
  // Docusaurus page fields.
  /** Label of this page in its neighbours' previous/next links. */
  pagination_label?: string;
  /** Doc id of the previous/next page, overriding the sidebar order; `null` hides the link. */
  pagination_prev?: string | null;
  pagination_next?: string | null;
  /** Id of the sidebar shown on this page; `null` shows none. */
  displayed_sidebar?: string | null;
  /** Class on this page's sidebar item. */
  sidebar_class_name?: string;
  /** Heading levels (2–6) the table of contents lists. @default 2 and 3 */
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  /** Left out of `build` (production); kept in `watch`. */
  draft?: boolean;
  /** Built and reachable, but not in sidebars, sitemap, search or all-docs.txt, and marked noindex. */
  unlisted?: boolean;
  /** Shown at the bottom of the page; `date` normalised to `YYYY-MM-DD`. */
  last_update?: { date?: string; author?: string };
  /** The page's "Edit this page" URL; `null` hides the link. */
  custom_edit_url?: string | null;
  /** Social card image: a URL, or a path of the site resolved against `url`. */
  image?: string;
  [key: string]: unknown;
}
