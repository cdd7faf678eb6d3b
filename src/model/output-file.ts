/** One file of the output folder, held in memory until the write stage. */
export interface OutputFile {
  contents: string | Uint8Array;
  /** Produces the contents when the file is written, instead of `contents` (pages render one at a time). */
  render?: () => string;
  /** Copy from this absolute path instead of writing `contents` (static files). */
  copyFrom?: string;
}
