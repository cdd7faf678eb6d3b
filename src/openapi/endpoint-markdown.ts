import type { Root as HastRoot } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { BlockContent, Code, List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import type {
  CodeSampleView,
  EndpointView,
  MediaView,
  ParameterView,
  SchemaNode,
} from '../../templates/endpoint/endpoint-view.js';
import { publicUrl, type MarkdownLinkBase } from '../markdown/html-to-markdown.js';
import { hastToMdast } from '../markdown/hast-to-mdast.js';
import { mdastToMarkdown } from '../markdown/mdast-to-markdown.js';

const parseHtml = unified().use(rehypeParse, { fragment: true });

/** Description HTML as Markdown blocks; one per build, so that repeated descriptions are converted once. */
export type HtmlBlocks = (html: string) => BlockContent[];

/** Converts description HTML for one page at a time (`#anchor` links point into that page). */
export function createHtmlBlocks(base: Omit<MarkdownLinkBase, 'route'>): (route: string) => HtmlBlocks {
  const converted = new Map<string, BlockContent[]>();
  return (route) => (html) => {
    if (!html) return [];
    // `#anchor` links point into the page they are on, so the cache is per page for those.
    const key = html.includes('href="#') ? `${route}\n${html}` : html;
    let blocks = converted.get(key);
    if (!blocks) {
      const tree = parseHtml.parse(html) as HastRoot;
      blocks = hastToMdast(tree, { resolveUrl: (href) => publicUrl(href, { ...base, route }) })
        .children as BlockContent[];
      converted.set(key, blocks);
    }
    return blocks;
  };
}

/**
 * The endpoint page as Markdown, from the spec: the request line, the "Not confirmed" note, description, credentials,
 * parameters, the body's fields and examples, each response's fields and examples, and the request
 * samples — without the page's title, which the page's Markdown copy adds.
 */
export function endpointMarkdown(view: EndpointView, blocksOf: HtmlBlocks): string {
  const out: RootContent[] = [paragraph([{ type: 'inlineCode', value: `${view.method} ${view.baseUrl}${view.path}` }])];
  if (view.deprecated) out.push(paragraph([{ type: 'strong', children: [text('Deprecated.')] }]));
  if (view.kindNoteHtml) out.push(...blocksOf(view.kindNoteHtml));
  if (view.unconfirmedHtml) out.push(...labelled('Not confirmed', blocksOf(view.unconfirmedHtml)));
  out.push(...blocksOf(view.descriptionHtml));
  if (view.rateLimitHtml) out.push(...labelled('Rate limit', blocksOf(view.rateLimitHtml)));

  if (view.servers) {
    out.push(heading(2, 'Servers'));
    out.push(
      list(
        view.servers.map((server, index) =>
          item(
            [code(server.url), ...(index === 0 ? [text(' (used by the samples)')] : [])],
            blocksOf(server.descriptionHtml),
            '',
            server.variables.map((v) =>
              item(
                [code(`{${v.name}}`), text(` (default ${JSON.stringify(v.defaultValue)})`)],
                blocksOf(v.descriptionHtml),
                v.enumValues ? `One of: ${v.enumValues.map((value) => JSON.stringify(value)).join(', ')}.` : '',
              ),
            ),
          ),
        ),
      ),
    );
  }

  out.push(heading(2, 'Authentication'));
  if (view.security.length === 0)
    out.push(
      ...(view.securityNoteHtml ? blocksOf(view.securityNoteHtml) : [paragraph([text('No credentials needed.')])]),
    );
  else
    out.push(
      list(view.security.map((s) => item([code(s.name), text(` (${s.location})`)], blocksOf(s.descriptionHtml)))),
    );

  if (view.parameterGroups.length > 0) out.push(heading(2, 'Parameters'));
  for (const group of view.parameterGroups)
    out.push(heading(3, group.title), list(group.parameters.map((p) => parameterItem(p, blocksOf))));

  if (view.requestBody) {
    out.push(heading(2, view.kind === 'operation' ? 'Request body' : 'Payload'));
    if (view.requestBody.required) out.push(paragraph([text('Required.')]));
    out.push(...blocksOf(view.requestBody.descriptionHtml));
    for (const media of view.requestBody.contents) out.push(...mediaBlocks(media, blocksOf));
  }

  out.push(heading(2, 'Responses'));
  if (view.errorNoteHtml) out.push(...blocksOf(view.errorNoteHtml));
  for (const response of view.responses) {
    out.push(heading(3, response.title), ...blocksOf(response.descriptionHtml));
    if (response.headers.length > 0)
      out.push(paragraph([text('Headers:')]), list(response.headers.map((p) => parameterItem(p, blocksOf))));
    for (const media of response.contents) out.push(...mediaBlocks(media, blocksOf));
  }

  if (view.samples.length > 0)
    out.push(
      heading(2, 'Request samples'),
      ...view.samples.flatMap((sample) => [
        paragraph([{ type: 'strong', children: [text(sample.title)] }]),
        codeBlock(sample),
      ]),
    );
  else if (view.noSamplesReason) out.push(heading(2, 'Request samples'), paragraph([text(view.noSamplesReason)]));
  return mdastToMarkdown({ type: 'root', children: out });
}

/**
 * A schema page as Markdown: the description, `## Fields` (the fields as an endpoint page's body lists
 * them), `## Example`, then the lists of operations (`## Returned by`, …), each item `METHOD path: title`
 * linking to the operation's page.
 */
export function schemaPageMarkdown(
  o: {
    descriptionHtml: string;
    node: SchemaNode;
    example?: CodeSampleView;
    lists: { title: string; operations: { method: string; path: string; title: string; route?: string }[] }[];
  },
  blocksOf: HtmlBlocks,
  resolveUrl: (route: string) => string,
): string {
  const out: RootContent[] = [...blocksOf(o.descriptionHtml), heading(2, 'Fields')];
  const fields = schemaItems(o.node, blocksOf);
  out.push(paragraph([...typeOf(o.node), text(fields.length > 0 ? ':' : '.')]));
  if (fields.length > 0) out.push(list(fields));
  if (o.example) out.push(heading(2, 'Example'), codeBlock(o.example));
  for (const { title, operations } of o.lists) {
    if (operations.length === 0) continue;
    out.push(heading(2, title), list(operations.map((op) => item(operationLabel(op, resolveUrl), []))));
  }
  return mdastToMarkdown({ type: 'root', children: out });
}

/** `POST /orders`: Create an order — linked to its page (by route, made public by `resolveUrl`) when it has one. */
export function operationLabel(
  op: { method: string; path: string; title: string; route?: string },
  resolveUrl: (route: string) => string,
): PhrasingContent[] {
  const label: PhrasingContent[] = [code(`${op.method} ${op.path}`), text(`: ${op.title}`)];
  return op.route ? [{ type: 'link', url: resolveUrl(op.route), children: label }] : label;
}

function parameterItem(p: ParameterView, blocksOf: HtmlBlocks): ListItem {
  const flags = [
    p.required ? 'required' : 'optional',
    ...(p.deprecated ? ['deprecated'] : []),
    ...(p.defaultValue !== undefined ? [`default ${p.defaultValue}`] : []),
  ];
  const extra = [
    p.enumValues ? `One of: ${p.enumValues.join(', ')}.` : '',
    p.constraints ? `Constraints: ${p.constraints.join(', ')}.` : '',
    p.example !== undefined ? `Example: ${p.example}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return item(
    [code(p.name), text(' ('), code(p.type), text(`, ${flags.join(', ')})`)],
    blocksOf(p.descriptionHtml),
    extra,
  );
}

function mediaBlocks(media: MediaView, blocksOf: HtmlBlocks): BlockContent[] {
  const blocks: BlockContent[] = [];
  if (!media.schema) blocks.push(paragraph([text('Content type '), code(media.mediaType), text('.')]));
  else {
    const fields = schemaItems(media.schema, blocksOf);
    blocks.push(
      paragraph([
        text('Content type '),
        code(media.mediaType),
        text(', '),
        ...typeOf(media.schema),
        text(fields.length > 0 ? ':' : '.'),
      ]),
    );
    if (fields.length > 0) blocks.push(list(fields));
  }
  for (const example of media.examples)
    blocks.push(paragraph([{ type: 'strong', children: [text(example.title)] }]), codeBlock(example));
  return blocks;
}

/** `string<uuid>`, `object Shift`, `object Shift` (described above): the type as code, the schema's name after it. */
function typeOf(node: SchemaNode): PhrasingContent[] {
  const name = node.link?.name ?? node.name;
  const above = node.link && !node.link.ownPage;
  return [code(node.type), ...(name ? [text(` ${name}`)] : []), ...(above ? [text(' (described above)')] : [])];
}

function schemaItems(node: SchemaNode, blocksOf: HtmlBlocks): ListItem[] {
  if (node.link) return [];
  const items: ListItem[] = [];
  for (const property of node.properties ?? []) {
    const s = property.schema;
    const flags = [
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
    const nested = schemaItems(s, blocksOf);
    items.push(
      item(
        [code(property.name), text(' ('), ...typeOf(s), text(`, ${flags.join(', ')})`)],
        blocksOf(s.descriptionHtml),
        extra,
        nested,
      ),
    );
  }
  if (node.additionalProperties && node.additionalProperties !== true) {
    items.push(
      item(
        [text('any other key ('), ...typeOf(node.additionalProperties), text(')')],
        [],
        '',
        schemaItems(node.additionalProperties, blocksOf),
      ),
    );
  } else if (node.additionalProperties === true) {
    items.push(item([text('other keys are allowed')], []));
  }
  if (node.items) items.push(...schemaItems(node.items, blocksOf));
  if (node.variants) {
    const { kind, discriminator } = node.variants;
    node.variants.options.forEach((option, index) => {
      const name =
        discriminator && option.discriminatorValue !== undefined
          ? `${discriminator} ${JSON.stringify(option.discriminatorValue)}`
          : option.label;
      const label = `${kind === 'oneOf' ? 'One of' : 'Any of'}, option ${index + 1}, ${name}: `;
      items.push(item([text(label), ...typeOf(option.node)], [], '', schemaItems(option.node, blocksOf)));
    });
  }
  return items;
}

/** A list item: its label, then `: ` and the description's first paragraph, the rest of it, and nested fields. */
function item(label: PhrasingContent[], description: BlockContent[], extra = '', nested: ListItem[] = []): ListItem {
  const [first, ...rest] = description;
  const lead: PhrasingContent[] = [...label];
  const more: BlockContent[] = [];
  if (first?.type === 'paragraph') lead.push(text(': '), ...first.children);
  else if (first) more.push(first);
  more.push(...rest);
  if (extra) lead.push(text(first?.type === 'paragraph' ? ` ${extra}` : `: ${extra}`));
  const children: BlockContent[] = [paragraph(lead), ...more];
  if (nested.length > 0) children.push(list(nested));
  return { type: 'listItem', spread: false, children };
}

function codeBlock(sample: CodeSampleView): Code {
  const tree = parseHtml.parse(sample.html) as HastRoot;
  return { type: 'code', lang: sample.language || null, meta: null, value: hastToString(tree).replace(/\n$/, '') };
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const heading = (depth: 2 | 3, value: string): RootContent => ({ type: 'heading', depth, children: [text(value)] });
const list = (children: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children });
const labelled = (label: string, blocks: BlockContent[]): BlockContent[] => [
  paragraph([{ type: 'strong', children: [text(`${label}:`)] }]),
  ...blocks,
];
