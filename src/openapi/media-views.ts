import type { CodeSampleView, MediaView } from '../../templates/endpoint/endpoint-view.js';
import type { EndpointHighlighter } from './code-highlighter.js';
import { exampleFromSchema } from './example-from-schema.js';
import type { MediaTypeObject } from './spec-model.js';
import type { PageState } from './page-state.js';
import { schemaToNode } from './schema-to-node.js';

/**
 * The schema tree and examples of each media type of a body. Declared examples are shown as they are;
 * when `generate` is set and none is declared, one is built from the schema.
 */
export function mediaViews(
  content: Record<string, MediaTypeObject> | undefined,
  state: PageState,
  highlighter: EndpointHighlighter,
  generate: boolean,
): MediaView[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => {
    const view: MediaView = { mediaType, examples: examplesOf(mediaType, media, highlighter, generate) };
    if (media.schema) view.schema = schemaToNode(media.schema, state);
    return view;
  });
}

function examplesOf(
  mediaType: string,
  media: MediaTypeObject,
  highlighter: EndpointHighlighter,
  generate: boolean,
): CodeSampleView[] {
  const json = /\bjson\b/i.test(mediaType);
  const block = (title: string, value: unknown): CodeSampleView => {
    const code = json ? JSON.stringify(value, null, 2) : String(value);
    return { title, language: json ? 'json' : 'text', html: highlighter.highlight(code, json ? 'json' : 'text') };
  };
  if (media.example !== undefined) return [block('Example', media.example)];
  const named = Object.entries(media.examples ?? {}).filter(([, e]) => e.value !== undefined);
  if (named.length > 0) return named.map(([key, e]) => block(e.summary ?? key, e.value));
  if (generate && json && media.schema) {
    const value = exampleFromSchema(media.schema);
    if (value !== undefined) return [block('Example (from the schema)', value)];
  }
  return [];
}
