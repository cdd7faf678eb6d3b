import type { ReactNode } from 'react';
import { CodeSamples } from './code-sample.js';
import type { PropertyView, SchemaNode, VariantsView, VariantView } from './endpoint-view.js';
import { ExampleTabs } from './example-tabs.js';

/**
 * A schema as a readable tree: each field in the row every parameter has (name, type, flags, then
 * the description). What a field holds (the fields of an object, the items of an array, the options
 * of a `oneOf`) is folded behind "Show N child fields", a `<details>` that needs no script. With
 * `folded`, the schema's own fields are folded too (a response body: the examples show its shape).
 */
export function SchemaTree({ node, folded = false }: { node: SchemaNode; folded?: boolean }) {
  if (node.link) {
    return (
      <div className="schema-tree">
        <p className="schema-link">
          <span className="schema-type">{node.type}</span> <a href={node.link.href}>{node.link.name}</a>
          {whereDescribed(node.link)}
        </p>
      </div>
    );
  }
  return (
    <div className="schema-tree" id={node.anchor}>
      <div className="schema-head">
        <TypeLabel node={node} />
        <Badges node={node} required={false} />
      </div>
      <NodeDetails node={node} />
      {folded ? <Fold node={node} /> : <Children node={node} />}
    </div>
  );
}

/** One row of a field list: name, type, flags, then the description, its details and what it holds. */
export function FieldRow({
  name,
  id,
  head,
  children,
}: {
  name: string;
  id?: string;
  head: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="schema-property" id={id}>
      <div className="schema-head">
        <code className="schema-property-name">{name}</code>
        {head}
      </div>
      {children}
    </li>
  );
}

function TypeLabel({ node }: { node: SchemaNode }) {
  return (
    <>
      <span className="schema-type">{node.type}</span>
      {node.link && (
        <a className="schema-name" href={node.link.href}>
          {node.link.name}
        </a>
      )}
      {!node.link && node.name && node.page && (
        <a className="schema-name" href={node.page}>
          {node.name}
        </a>
      )}
      {!node.link && node.name && !node.page && <span className="schema-name">{node.name}</span>}
    </>
  );
}

function Badges({ node, required }: { node: SchemaNode; required: boolean }) {
  return (
    <>
      {required && <RequiredBadge />}
      {node.nullable && <span className="schema-badge">nullable</span>}
      {node.readOnly && <span className="schema-badge">read-only</span>}
      {node.writeOnly && <span className="schema-badge">write-only</span>}
      {node.deprecated && <DeprecatedBadge />}
    </>
  );
}

export const RequiredBadge = () => <span className="schema-badge schema-badge-required">required</span>;
export const DeprecatedBadge = () => <span className="schema-badge schema-badge-deprecated">deprecated</span>;

/** A field's description, then its allowed values, default, example and limits. */
export function FieldDetails({
  descriptionHtml,
  enumValues,
  defaultValue,
  example,
  constraints,
}: Pick<SchemaNode, 'descriptionHtml' | 'enumValues' | 'defaultValue' | 'example' | 'constraints'>) {
  const hasMeta = enumValues || defaultValue !== undefined || example !== undefined || constraints.length > 0;
  return (
    <>
      {descriptionHtml && <div className="schema-description" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />}
      {hasMeta && (
        <dl className="schema-meta">
          {enumValues && (
            <div>
              <dt>Enum</dt>
              <dd>
                <EnumList values={enumValues} />
              </dd>
            </div>
          )}
          {defaultValue !== undefined && (
            <div>
              <dt>Default</dt>
              <dd>
                <code>{defaultValue}</code>
              </dd>
            </div>
          )}
          {example !== undefined && (
            <div>
              <dt>Example</dt>
              <dd>
                <code>{example}</code>
              </dd>
            </div>
          )}
          {constraints.length > 0 && (
            <div>
              <dt>Constraints</dt>
              <dd>{constraints.join(', ')}</dd>
            </div>
          )}
        </dl>
      )}
    </>
  );
}

const NodeDetails = ({ node }: { node: SchemaNode }) => <FieldDetails {...node} />;

/** Allowed values, each as code. */
export function EnumList({ values }: { values: string[] }) {
  return (
    <span className="schema-enum">
      {values.map((value, index) => (
        <span key={value}>
          {index > 0 && ', '}
          <code>{value}</code>
        </span>
      ))}
    </span>
  );
}

function hasChildren(node: SchemaNode): boolean {
  if (node.link) return false;
  return Boolean(
    node.properties?.length ||
      node.additionalProperties ||
      node.variants ||
      (node.items && hasChildren(node.items)) ||
      node.items?.link,
  );
}

/** How many rows unfolding shows, and what they are: fields, or the options of a `oneOf`/`anyOf`. */
export function childSummary(node: SchemaNode): string {
  const fields = (node.properties?.length ?? 0) + (node.additionalProperties ? 1 : 0);
  if (fields > 0) return `${fields} child ${fields === 1 ? 'field' : 'fields'}`;
  if (node.items && !node.items.link) return childSummary(node.items);
  if (node.variants)
    return `${node.variants.options.length} ${node.variants.options.length === 1 ? 'option' : 'options'}`;
  return 'details';
}

/**
 * What a node holds, folded. An array of a schema described elsewhere on the page has nothing to
 * fold: its one line (the link) shows as it is.
 */
function Fold({ node }: { node: SchemaNode }) {
  if (!hasChildren(node)) return null;
  if (node.items?.link && !node.properties?.length && !node.additionalProperties && !node.variants)
    return <Items items={node.items} />;
  return (
    <details className="schema-children">
      <summary>
        <span className="schema-children-show">Show</span>
        <span className="schema-children-hide">Hide</span> {childSummary(node)}
      </summary>
      <Children node={node} />
    </details>
  );
}

function Children({ node }: { node: SchemaNode }) {
  if (!hasChildren(node)) return null;
  return (
    <>
      {node.properties && node.properties.length > 0 && (
        <ul className="schema-properties">
          {node.properties.map((property) => (
            <Property key={property.name} property={property} />
          ))}
        </ul>
      )}
      {node.additionalProperties && (
        <ul className="schema-properties">
          <Property
            property={{
              name: '[key: string]',
              required: false,
              schema: node.additionalProperties === true ? anyNode : node.additionalProperties,
            }}
          />
        </ul>
      )}
      {node.items && <Items items={node.items} />}
      {node.variants && <Variants variants={node.variants} />}
    </>
  );
}

/**
 * The options of a `oneOf`/`anyOf` as tabs (the example tabs' markup and script): each panel holds
 * the option's fields and its example. Without JavaScript every option shows, one after another.
 */
function Variants({ variants }: { variants: VariantsView }) {
  const { id, discriminator } = variants;
  return (
    <div className="schema-variants">
      <p className="schema-variants-title">
        {variants.kind === 'oneOf' ? 'Exactly one of' : 'Any of'}
        {discriminator ? (
          <>
            {' '}
            (told apart by <code>{discriminator}</code>)
          </>
        ) : null}
        :
      </p>
      <ExampleTabs
        id={id}
        label={discriminator ? `Value of ${discriminator}` : 'Option'}
        tabs={variants.options.map((option, index) => ({
          key: String(index + 1),
          label: option.label,
          content: <Variant option={option} discriminator={discriminator} />,
        }))}
      />
    </div>
  );
}

function Variant({ option, discriminator }: { option: VariantView; discriminator?: string }) {
  const node = option.node;
  return (
    <div className="schema-variant" id={node.anchor}>
      <div className="schema-head">
        <span className="schema-variant-label">{option.label}</span>
        <TypeLabel node={node} />
        <Badges node={node} required={false} />
      </div>
      {discriminator && option.discriminatorValue !== undefined && (
        <p className="schema-variant-mapping">
          When <code>{discriminator}</code> is <code>{JSON.stringify(option.discriminatorValue)}</code>.
        </p>
      )}
      <NodeDetails node={node} />
      {node.link ? (
        <p className="schema-link">
          <a href={node.link.href}>{node.link.name}</a>
          {whereDescribed(node.link)}
        </p>
      ) : (
        <Children node={node} />
      )}
      {option.example && <CodeSamples className="schema-variant-example" samples={[option.example]} />}
    </div>
  );
}

/** Where a linked schema is described: further up this page, or on its own page. */
function whereDescribed(link: NonNullable<SchemaNode['link']>): string {
  return link.ownPage ? ' (see its page)' : ' (described above on this page)';
}

function Items({ items }: { items: SchemaNode }) {
  if (items.link) {
    return (
      <p className="schema-items">
        Each item: <a href={items.link.href}>{items.link.name}</a>
        {whereDescribed(items.link)}
      </p>
    );
  }
  if (!hasChildren(items) && !items.descriptionHtml) return null;
  return (
    <div className="schema-items" id={items.anchor}>
      <p className="schema-items-title">
        Each item: <TypeLabel node={items} />
      </p>
      <NodeDetails node={items} />
      <Children node={items} />
    </div>
  );
}

function Property({ property }: { property: PropertyView }) {
  const node = property.schema;
  return (
    <FieldRow
      name={property.name}
      id={node.anchor}
      head={
        <>
          <TypeLabel node={node} />
          <Badges node={node} required={property.required} />
        </>
      }
    >
      <NodeDetails node={node} />
      <Fold node={node} />
    </FieldRow>
  );
}

const anyNode: SchemaNode = {
  type: 'any',
  nullable: false,
  deprecated: false,
  readOnly: false,
  writeOnly: false,
  descriptionHtml: '',
  constraints: [],
};
