import type { StageSteps } from '../context/stage-steps.js';
import type { PageParts, RenderedPage } from './rendered-page.js';

/** One file of the output folder, held in memory until the write stage. */
export interface OutputFile {
  contents: string | Uint8Array;
  /** Produces the contents when the file is written, instead of `contents` (pages render one at a time). */
  render?: () => string | Uint8Array;
  /**
   * `render` in steps, for a file made from the whole site (`all-docs.txt`): an in-memory build
   * (`watch`) makes it a page at a time, yielding the thread between pages.
   */
  renderSteps?: () => StageSteps<string | Uint8Array>;
  /** A page, rendered when it is needed (an in-memory build's): its HTML, instead of `contents`, and its parts' keys. */
  renderPage?: () => RenderedPage;
  /** A rendered page's parts' keys (see `PageParts`), which `watch` compares to swap it in open tabs. */
  parts?: PageParts;
  /** Copy from this absolute path instead of writing `contents` (static files). */
  copyFrom?: string;
  /**
   * Hard-link this file of the previous output, known to hold exactly what `render` would produce (a
   * page whose inputs did not change); `render` is the fallback when the link cannot be made.
   */
  linkFrom?: string;
  /** The device and inode (`dev:ino`) of `linkFrom` when it was checked, so that the writer need not ask again. */
  linkFromInode?: string;
}
