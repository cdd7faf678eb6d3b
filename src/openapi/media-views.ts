import type { CodeSampleView, MediaView } from '../../templates/endpoint/endpoint-view.js';
import type { EndpointHighlighter } from './code-highlighter.js';
import { discriminatorTagOf, optionLabel } from './discriminator.js';
import { exampleForUse } from './example-for-use.js';
import { exampleFromSchema, type SchemaUse } from './example-from-schema.js';
import { mergeAllOf } from './merge-all-of.js';
import type { MediaTypeObject } from './spec-model.js';
import type { PageState } from './page-state.js';
import { schemaToNode } from './schema-to-node.js';

/**
 * The schema tree and examples of each media type of a body. Declared examples are shown as written,
 * less the fields the schema marks read-only (in a request) or write-only (in a response); when `generate` is set and none is declared, one is built from the schema — one per option when the
 * body is a `oneOf`/`anyOf`. A request body leaves read-only fields out, a response write-only ones.
 */
export function mediaViews(
  content: Record<string, MediaTypeObject> | undefined,
  state: PageState,
  highlighter: EndpointHighlighter,
  options: { use: SchemaUse; generate: boolean },
): MediaView[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => {
    const view: MediaView = { mediaType, examples: examplesOf(mediaType, media, highlighter, state, options) };
    if (media.schema) view.schema = schemaToNode(media.schema, state, options.use);
    return view;
  });
}

function examplesOf(
  mediaType: string,
  media: MediaTypeObject,
  highlighter: EndpointHighlighter,
  state: PageState,
  { use, generate }: { use: SchemaUse; generate: boolean },
): CodeSampleView[] {
  const json = /\bjson\b/i.test(mediaType);
  const block = (title: string, value: unknown): CodeSampleView => {
    const code = json ? JSON.stringify(value, null, 2) : String(value);
    return { title, language: json ? 'json' : 'text', html: highlighter.highlight(code, json ? 'json' : 'text') };
  };
  const schemaNames = state.schemaNames;
  const declared = (value: unknown) => (json ? exampleForUse(value, media.schema, { use, schemaNames }) : value);
  if (media.example !== undefined) return [block('Example', declared(media.example))];
  const named = Object.entries(media.examples ?? {}).filter(([, e]) => e.value !== undefined);
  if (named.length > 0) return named.map(([key, e]) => block(e.summary ?? key, declared(e.value)));
  if (!generate || !json || !media.schema) return [];
  const schema = mergeAllOf(media.schema);
  const options = schema.oneOf ?? schema.anyOf;
  if (options && options.length > 1 && schema.example === undefined) {
    return options.flatMap((option, index) => {
      const { label, discriminatorValue } = optionLabel(schema, option, index, schemaNames);
      const discriminator = discriminatorTagOf(schema, discriminatorValue);
      const value = exampleFromSchema(
        { ...schema, oneOf: [option], anyOf: undefined },
        { use, discriminator, schemaNames },
      );
      return value === undefined ? [] : [block(`Example: ${label} (from the schema)`, value)];
    });
  }
  const value = exampleFromSchema(media.schema, { use, schemaNames });
  return value === undefined ? [] : [block('Example (from the schema)', value)];
}
