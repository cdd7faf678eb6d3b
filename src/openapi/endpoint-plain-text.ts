import type { Root } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import type { EndpointView, MediaView, ParameterView, SchemaNode } from '../../templates/endpoint/endpoint-view.js';
import { plainParagraphText } from './plain-markdown.js';

/** The readable text of a piece of description HTML. */
export type HtmlText = (html: string) => string;

/**
 * Creates an {@link HtmlText} for a build: the text of parsed HTML, worked out once per distinct
 * HTML (shared schemas repeat their descriptions on many pages). HTML of a plain paragraph is not
 * parsed: its text is known (see plain-markdown.ts).
 */
export function createHtmlText(): HtmlText {
  const parser = unified().use(rehypeParse, { fragment: true });
  const texts = new Map<string, string>();
  return (html) => {
    if (!html) return '';
    let text = texts.get(html);
    if (text === undefined) {
      text =
        plainParagraphText(html) ??
        toText(parser.parse(html) as Root)
          .trim()
          .replace(/\n{3,}/g, '\n\n');
      texts.set(html, text);
    }
    return text;
  };
}

/**
 * The page as readable text for all-docs.txt and search: the request line, description, credentials,
 * parameters and the fields of the body and of each response.
 */
export function endpointPlainText(view: EndpointView, text: HtmlText = createHtmlText()): string {
  const lines: string[] = [`${view.method} ${view.baseUrl}${view.path}`];
  if (view.deprecated) lines.push('Deprecated.');
  if (view.kindNoteHtml) lines.push(text(view.kindNoteHtml));
  if (view.unconfirmedHtml) lines.push(`Not confirmed: ${text(view.unconfirmedHtml)}`);
  if (view.descriptionHtml) lines.push('', text(view.descriptionHtml));
  if (view.rateLimitHtml) lines.push('', `Rate limit: ${text(view.rateLimitHtml)}`);
  if (view.servers) {
    lines.push('', 'Servers:');
    for (const server of view.servers) {
      lines.push(`- ${server.url}${server.descriptionHtml ? ': ' + text(server.descriptionHtml) : ''}`);
      for (const v of server.variables)
        lines.push(
          `  - {${v.name}} (default ${v.defaultValue}${v.enumValues ? `; one of ${v.enumValues.join(', ')}` : ''})${v.descriptionHtml ? ': ' + text(v.descriptionHtml) : ''}`,
        );
    }
  }
  lines.push('', 'Authentication:');
  if (view.security.length === 0) lines.push(view.securityNoteHtml ? `- ${text(view.securityNoteHtml)}` : '- none');
  for (const s of view.security)
    lines.push(`- ${s.name} (${s.location})${s.descriptionHtml ? ': ' + text(s.descriptionHtml) : ''}`);
  for (const group of view.parameterGroups) {
    lines.push('', `${group.title}:`);
    for (const p of group.parameters) lines.push(parameterLine(p, text));
  }
  if (view.requestBody) {
    const title = view.kind === 'operation' ? 'Request body' : 'Payload';
    lines.push('', `${title}${view.requestBody.required ? ' (required)' : ''}:`);
    if (view.requestBody.descriptionHtml) lines.push(text(view.requestBody.descriptionHtml));
    for (const media of view.requestBody.contents) lines.push(...mediaLines(media, text));
  }
  lines.push('', 'Responses:');
  if (view.errorNoteHtml) lines.push('', `Errors: ${text(view.errorNoteHtml)}`);
  for (const response of view.responses) {
    lines.push('', `${response.title}${response.descriptionHtml ? ': ' + text(response.descriptionHtml) : ''}`);
    for (const media of response.contents) lines.push(...mediaLines(media, text));
  }
  return lines.join('\n').trim() + '\n';
}

function parameterLine(p: ParameterView, text: HtmlText): string {
  const flags = [
    p.type,
    p.required ? 'required' : 'optional',
    ...(p.defaultValue !== undefined ? [`default ${p.defaultValue}`] : []),
  ];
  const extra = [
    p.enumValues ? `One of: ${p.enumValues.join(', ')}.` : '',
    p.constraints ? `Constraints: ${p.constraints.join(', ')}.` : '',
    p.example !== undefined ? `Example: ${p.example}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `- ${p.name} (${flags.join(', ')})${p.descriptionHtml ? ': ' + text(p.descriptionHtml) : ''}${extra ? ' ' + extra : ''}`;
}

function mediaLines(media: MediaView, text: HtmlText): string[] {
  if (!media.schema) return [`Content type ${media.mediaType}.`];
  const fields = schemaLines(media.schema, text, '');
  return [`Content type ${media.mediaType}, ${describeNode(media.schema)}${fields.length > 0 ? ':' : '.'}`, ...fields];
}

/** A schema's fields as the page's text lists a body's, one line each, nested ones indented. */
export function schemaPlainLines(node: SchemaNode, text: HtmlText): string[] {
  return [describeNode(node), ...schemaLines(node, text, '')];
}

/** Operations one a line: `- POST /orders: Create an order`. */
export function operationLines(operations: readonly { method: string; path: string; title: string }[]): string[] {
  return operations.map((op) => `- ${op.method} ${op.path}: ${op.title}`);
}

function describeNode(node: SchemaNode): string {
  if (node.link) return `${node.type} ${node.link.name}${node.link.ownPage ? '' : ' (described above)'}`;
  return node.name ? `${node.type} ${node.name}` : node.type;
}

function schemaLines(node: SchemaNode, text: HtmlText, indent: string): string[] {
  if (node.link) return [];
  const lines: string[] = [];
  for (const property of node.properties ?? []) {
    const s = property.schema;
    const flags = [
      describeNode(s),
      property.required ? 'required' : 'optional',
      ...(s.nullable ? ['nullable'] : []),
      ...(s.readOnly ? ['read-only'] : []),
      ...(s.writeOnly ? ['write-only'] : []),
      ...(s.deprecated ? ['deprecated'] : []),
    ];
    const extra = [
      s.enumValues ? `One of: ${s.enumValues.join(', ')}.` : '',
      s.defaultValue !== undefined ? `Default: ${s.defaultValue}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    lines.push(
      `${indent}- ${property.name} (${flags.join(', ')})${s.descriptionHtml ? ': ' + text(s.descriptionHtml) : ''}${extra ? ' ' + extra : ''}`,
    );
    lines.push(...schemaLines(s, text, indent + '  '));
  }
  if (node.additionalProperties && node.additionalProperties !== true) {
    lines.push(
      `${indent}- [any key] (${describeNode(node.additionalProperties)})`,
      ...schemaLines(node.additionalProperties, text, indent + '  '),
    );
  } else if (node.additionalProperties === true) {
    lines.push(`${indent}- other keys are allowed`);
  }
  if (node.items) lines.push(...schemaLines(node.items, text, indent));
  if (node.variants) {
    const kind = node.variants.kind === 'oneOf' ? 'One of' : 'Any of';
    node.variants.options.forEach((option, index) => {
      lines.push(
        `${indent}${kind}, option ${index + 1}, ${option.label}: ${describeNode(option.node)}`,
        ...schemaLines(option.node, text, indent + '  '),
      );
    });
  }
  return lines;
}
