import { escapeHtml } from '../escape-html.js';
import type { CodeSampleView } from './endpoint-view.js';

/**
 * Highlighted code blocks in the exact markup of docs pages (`div.code-block` > title, `pre`, copy
 * button), so that the same styles and copy script apply.
 */
export function CodeSamples({ samples, className }: { samples: CodeSampleView[]; className: string }) {
  if (samples.length === 0) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: samples.map(codeBlockHtml).join('') }} />;
}

/** One code block as HTML. */
export function codeBlockHtml(sample: CodeSampleView): string {
  return (
    `<div class="code-block" data-language="${escapeHtml(sample.language)}">` +
    `<div class="code-block-title">${escapeHtml(sample.title)}</div>` +
    sample.html +
    '<button type="button" class="code-copy" aria-label="Copy code">Copy</button></div>'
  );
}
