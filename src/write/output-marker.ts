/**
 * The file a build leaves in its output folder to say the folder is its own. A later build replaces
 * an existing folder only if it holds this file, so `--out-dir` can never wipe a folder of the user's.
 * `serve` does not serve it (it serves no dotfiles).
 */
export const OUTPUT_MARKER = '.docs-build-output';

/** What the marker says to a person who finds it. */
export const OUTPUT_MARKER_TEXT = 'This folder was written by docs-build. The next build replaces it whole.\n';
