import type { ParameterView, SecurityView } from './endpoint-view.js';
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
