import { CodeSamples } from './code-sample.js';
import { EndpointHeading, Html } from './endpoint-heading.js';
import { MethodBadge } from './endpoint-signature.js';
import type { ChangeView, ChangelogView, OperationLinkView, SchemaPageView } from './reference-page-views.js';
import { SchemaTree } from './schema-tree.js';

/**
 * The content of a schema page (the layout adds the title, sidebar and table of contents): the
 * schema's description, its fields as endpoint pages show a body's, an example, then the operations
 * that return it, accept it and the webhooks that send it. Only the endpoint pages' classes are used.
 */
export function SchemaPageContent({ view }: { view: SchemaPageView }) {
  const lists: [string, string, OperationLinkView[]][] = [
    [view.ids.returnedBy, 'Returned by', view.returnedBy],
    [view.ids.acceptedBy, 'Accepted by', view.acceptedBy],
    [view.ids.sentBy, 'Sent by', view.sentBy],
  ];
  // The endpoint pages' layout: on wide screens the example in a sticky column beside the fields, as Stripe's object pages.
  return (
    <div className="endpoint">
      <div className="endpoint-intro">
        <Html className="endpoint-description" html={view.descriptionHtml} />
      </div>
      {view.example && (
        <aside className="endpoint-aside" aria-label="Example">
          <section className="endpoint-panel" aria-labelledby={view.ids.example}>
            <EndpointHeading level={2} id={view.ids.example} text="Example" />
            <CodeSamples className="endpoint-examples" samples={[view.example]} />
          </section>
        </aside>
      )}
      <div className="endpoint-fields">
        <section className="endpoint-section" aria-labelledby={view.ids.fields}>
          <EndpointHeading level={2} id={view.ids.fields} text="Fields" />
          <SchemaTree node={view.node} />
        </section>
        {lists.map(([id, title, operations]) =>
          operations.length === 0 ? null : (
            <section className="endpoint-section" aria-labelledby={id} key={id}>
              <EndpointHeading level={2} id={id} text={title} />
              <OperationList operations={operations} />
            </section>
          ),
        )}
        {view.returnedBy.length + view.acceptedBy.length + view.sentBy.length === 0 && (
          <p className="endpoint-no-body">No operation uses this schema.</p>
        )}
      </div>
    </div>
  );
}

/** The changelog page's content: what was added, removed and changed since the base version. */
export function ChangelogContent({ view }: { view: ChangelogView }) {
  const none = view.added.length + view.removed.length + view.changed.length === 0;
  // The endpoint pages' styles, without their two columns: a changelog has no examples to put beside it.
  return (
    <div className="endpoint" style={{ display: 'block' }}>
      <p>{`Changes from ${view.base} to ${view.current}.`}</p>
      {none && <p className="endpoint-no-body">No operation was added, removed or changed.</p>}
      {view.added.length > 0 && (
        <section className="endpoint-section" aria-labelledby={view.ids.added}>
          <EndpointHeading level={2} id={view.ids.added} text="Added" />
          <OperationList operations={view.added} />
        </section>
      )}
      {view.removed.length > 0 && (
        <section className="endpoint-section" aria-labelledby={view.ids.removed}>
          <EndpointHeading level={2} id={view.ids.removed} text="Removed" />
          <OperationList operations={view.removed} />
        </section>
      )}
      {view.changed.length > 0 && (
        <section className="endpoint-section" aria-labelledby={view.ids.changed}>
          <EndpointHeading level={2} id={view.ids.changed} text="Changed" />
          {view.changed.map((operation) => (
            <div className="endpoint-parameter-group" key={`${operation.method} ${operation.path}`}>
              <p className="endpoint-server-url">
                <OperationLink operation={operation} />
              </p>
              <ul className="schema-properties">
                {operation.groups.map((group) => (
                  <li className="schema-property" key={group.where}>
                    <div className="schema-head">
                      <span className="schema-name">{group.where}</span>
                    </div>
                    <ul>
                      {group.changes.map((change) => (
                        <Change change={change} key={change.text} />
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}

function OperationList({ operations }: { operations: OperationLinkView[] }) {
  return (
    <ul className="schema-properties">
      {operations.map((operation) => (
        <li className="schema-property" key={`${operation.method} ${operation.path}`}>
          <div className="schema-head">
            <OperationLink operation={operation} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function OperationLink({ operation }: { operation: OperationLinkView }) {
  const label = (
    <>
      <code>{operation.path}</code>
      {` ${operation.title}`}
    </>
  );
  return (
    <>
      <MethodBadge method={operation.method} /> {operation.href ? <a href={operation.href}>{label}</a> : label}
    </>
  );
}

/** A change, its backticked names as code, flagged when it can break a client. */
function Change({ change }: { change: ChangeView }) {
  return (
    <li>
      {change.text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
      {change.breaking && (
        <>
          {' '}
          <span className="schema-badge schema-badge-deprecated">breaking</span>
        </>
      )}
    </li>
  );
}
