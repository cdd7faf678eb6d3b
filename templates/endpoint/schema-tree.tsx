import type { PropertyView, SchemaNode } from './endpoint-view.js';
import { EnumList } from './parameter-table.js';

/** A schema as a readable nested tree: each field with its type, flags, description and allowed values. */
export function SchemaTree({ node }: { node: SchemaNode }) {
  if (node.link) {
    return (
      <div className="schema-tree">
        <p className="schema-link">
          <span className="schema-type">{node.type}</span> <a href={node.link.href}>{node.link.name}</a> (described above on this page)
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
      <Children node={node} />
    </div>
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
      {!node.link && node.name && <span className="schema-name">{node.name}</span>}
    </>
  );
}

function Badges({ node, required }: { node: SchemaNode; required: boolean }) {
  return (
    <>
      {required && <span className="schema-badge schema-badge-required">required</span>}
      {node.nullable && <span className="schema-badge">nullable</span>}
      {node.readOnly && <span className="schema-badge">read-only</span>}
      {node.writeOnly && <span className="schema-badge">write-only</span>}
      {node.deprecated && <span className="schema-badge schema-badge-deprecated">deprecated</span>}
    </>
  );
}

function NodeDetails({ node }: { node: SchemaNode }) {
  const hasMeta = node.enumValues || node.defaultValue !== undefined || node.example !== undefined || node.constraints.length > 0;
  return (
    <>
      {node.descriptionHtml && <div className="schema-description" dangerouslySetInnerHTML={{ __html: node.descriptionHtml }} />}
      {hasMeta && (
        <dl className="schema-meta">
          {node.enumValues && (
            <div>
              <dt>Enum</dt>
              <dd>
                <EnumList values={node.enumValues} />
              </dd>
            </div>
          )}
          {node.defaultValue !== undefined && (
            <div>
              <dt>Default</dt>
              <dd>
                <code>{node.defaultValue}</code>
              </dd>
            </div>
          )}
          {node.example !== undefined && (
            <div>
              <dt>Example</dt>
              <dd>
                <code>{node.example}</code>
              </dd>
            </div>
          )}
          {node.constraints.length > 0 && (
            <div>
              <dt>Constraints</dt>
              <dd>{node.constraints.join(', ')}</dd>
            </div>
          )}
        </dl>
      )}
    </>
  );
}

function hasChildren(node: SchemaNode): boolean {
  if (node.link) return false;
  return Boolean(node.properties?.length || node.additionalProperties || node.variants || (node.items && hasChildren(node.items)) || node.items?.link);
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
          <Property property={{ name: '[key: string]', required: false, schema: node.additionalProperties === true ? anyNode : node.additionalProperties }} />
        </ul>
      )}
      {node.items && <Items items={node.items} />}
      {node.variants && (
        <div className="schema-variants">
          <p className="schema-variants-title">
            {node.variants.kind === 'oneOf' ? 'Exactly one of' : 'Any of'}
            {node.variants.discriminator ? (
              <>
                {' '}
                (told apart by <code>{node.variants.discriminator}</code>)
              </>
            ) : null}
            :
          </p>
          <ol className="schema-variant-list">
            {node.variants.options.map((option, index) => (
              <li className="schema-variant" id={option.anchor} key={index}>
                <details open={index === 0}>
                  <summary className="schema-head">
                    <TypeLabel node={option} />
                    <Badges node={option} required={false} />
                  </summary>
                  <NodeDetails node={option} />
                  <Children node={option} />
                </details>
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}

function Items({ items }: { items: SchemaNode }) {
  if (items.link) {
    return (
      <p className="schema-items">
        Each item: <a href={items.link.href}>{items.link.name}</a> (described above on this page)
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
    <li className="schema-property" id={node.anchor}>
      <div className="schema-head">
        <code className="schema-property-name">{property.name}</code>
        <TypeLabel node={node} />
        <Badges node={node} required={property.required} />
      </div>
      <NodeDetails node={node} />
      {hasChildren(node) && (
        <details className="schema-children" open>
          <summary>
            {childrenLabel(node)} <code>{property.name}</code>
          </summary>
          <Children node={node} />
        </details>
      )}
    </li>
  );
}

/** What the collapsible part of a property holds: its fields, its items or its alternatives. */
function childrenLabel(node: SchemaNode): string {
  if (node.properties?.length || node.additionalProperties) return 'Fields of';
  if (node.items) return 'Items of';
  return 'Options of';
}

const anyNode: SchemaNode = { type: 'any', nullable: false, deprecated: false, readOnly: false, writeOnly: false, descriptionHtml: '', constraints: [] };
