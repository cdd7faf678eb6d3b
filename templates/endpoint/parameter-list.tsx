import type { ParameterView, SecurityView, ServerView } from './endpoint-view.js';
import { DeprecatedBadge, FieldDetails, FieldRow, RequiredBadge } from './schema-tree.js';

/**
 * Parameters (path, query, header) in the rows of the body's fields: the name, the type and
 * "required", then the description with its allowed values, default, example and limits below, so
 * that the description has the column's whole width on a phone.
 */
export function ParameterList({ parameters }: { parameters: ParameterView[] }) {
  return (
    <ul className="schema-properties parameter-list">
      {parameters.map((p) => (
        <FieldRow
          key={p.name}
          name={p.name}
          head={
            <>
              <span className="schema-type">{p.type}</span>
              {p.required && <RequiredBadge />}
              {p.deprecated && <DeprecatedBadge />}
            </>
          }
        >
          <FieldDetails
            descriptionHtml={p.descriptionHtml}
            enumValues={p.enumValues}
            defaultValue={p.defaultValue}
            example={p.example}
            constraints={p.constraints ?? []}
          />
        </FieldRow>
      ))}
    </ul>
  );
}

/** The credentials an operation needs, in the same rows: what to send, where, and what it is. */
export function SecurityList({ security }: { security: SecurityView[] }) {
  return (
    <ul className="schema-properties parameter-list endpoint-security">
      {security.map((s) => (
        <FieldRow
          key={s.name}
          name={s.name}
          head={
            <>
              <span className="schema-type">string</span>
              <span className="endpoint-security-location">{`in ${s.location}`}</span>
              {s.required && <RequiredBadge />}
            </>
          }
        >
          <FieldDetails descriptionHtml={s.descriptionHtml} constraints={[]} />
        </FieldRow>
      ))}
    </ul>
  );
}

/**
 * The servers an operation can be called on, each URL with its description, then its variables in the
 * parameters' rows (the values they may take, the default). The first is the one the samples use.
 */
export function ServerList({ servers }: { servers: ServerView[] }) {
  return (
    <ol className="endpoint-servers">
      {servers.map((server, index) => (
        <li className="endpoint-server" key={server.url}>
          <p className="endpoint-server-url">
            <code>{server.url}</code>
            {index === 0 && <span className="schema-badge">used by the samples</span>}
          </p>
          <FieldDetails descriptionHtml={server.descriptionHtml} constraints={[]} />
          {server.variables.length > 0 && (
            <ul className="schema-properties parameter-list">
              {server.variables.map((variable) => (
                <FieldRow
                  key={variable.name}
                  name={`{${variable.name}}`}
                  head={<span className="schema-type">string</span>}
                >
                  <FieldDetails
                    descriptionHtml={variable.descriptionHtml}
                    enumValues={variable.enumValues?.map((value) => JSON.stringify(value))}
                    defaultValue={JSON.stringify(variable.defaultValue)}
                    constraints={[]}
                  />
                </FieldRow>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
