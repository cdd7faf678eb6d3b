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
  /** Blog: author keys from the authors file. */
  authors?: string[];
  /** Blog: publication date (also taken from a `YYYY-MM-DD-` file name prefix). */
  date?: string;
  [key: string]: unknown;
}
