import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BuildState } from '../build/build-site.js';
import { isReadAsMarkdown, markdownBatchOptions } from '../content/render-content.js';
import { renderMarkdownFiles } from '../content/markdown/render-markdown-files.js';
import type { SourceFile } from '../model/source-file.js';
import { stateIndex } from './state-index.js';

/** Renders: one refills the inline caches, three get the Markdown pipeline's hot functions optimized again. */
const WARM_UP_ROUNDS = 3;
/**
 * A render that took longer is not repeated: a render cannot be stopped halfway, and an edit saved
 * during it would wait (the SideShift FAQ's cold render takes 25–35 ms).
 */
const LONGEST_ROUND_MS = 50;

/**
 * Renders the Markdown pages among `files` (absolute paths, the last edited) a few times on this
 * thread, as a quick update would, and throws the results away: nothing is served, cached or reported.
 * `watch` calls it after the collection made when idle: that collection, and the whole build before
 * it, leave the Markdown pipeline's compiled code cold (the collection clears its inline caches). Without
 * it, an author who pauses between saves met the Markdown pipeline at about half speed at the next
 * save (server part of edit → visible on the SideShift FAQ, saves 3 s apart: 43–46 ms median, against
 * 26 ms after three renders). The site's own unified plugins are left out: what they do is theirs to
 * run (a plugin may fetch or write), not ours to repeat. Between two renders it yields, and stops when
 * `idle()` says something else came (an edit, a build), or after a render that took longer than
 * `longestRoundMs`. Resolves to the number of renders made.
 */
export async function warmUpEditedPages(
  state: BuildState,
  files: readonly string[],
  idle: () => boolean,
  longestRoundMs = LONGEST_ROUND_MS,
): Promise<number> {
  const { context } = state;
  const { sourcesByPath, contentRoutes } = stateIndex(state);
  const pages = files
    .map((file) => sourcesByPath.get(file))
    .filter((source): source is SourceFile => source !== undefined && isReadAsMarkdown(source, context.config));
  if (pages.length === 0) return 0;
  const options = markdownBatchOptions(context, contentRoutes);
  let rounds = 0;
  let lastRoundMs = 0;
  while (rounds < WARM_UP_ROUNDS && lastRoundMs <= longestRoundMs && idle()) {
    const started = performance.now();
    await renderMarkdownFiles(pages, options, await context.highlighter());
    lastRoundMs = performance.now() - started;
    rounds++;
    await nextTurn();
  }
  return rounds;
}
