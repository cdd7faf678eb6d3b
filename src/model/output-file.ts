/** One file of the output folder, held in memory until the write stage. */
export interface OutputFile {
  contents: string | Uint8Array;
  /** Produces the contents when the file is written, instead of `contents` (pages render one at a time). */
  render?: () => string | Uint8Array;
  /** Copy from this absolute path instead of writing `contents` (static files). */
  copyFrom?: string;
  /**
   * Hard-link this file of the previous output, known to hold exactly what `render` would produce (a
   * page whose inputs did not change); `render` is the fallback when the link cannot be made.
   */
  linkFrom?: string;
}
