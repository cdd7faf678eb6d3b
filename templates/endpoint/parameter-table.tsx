import type { ParameterView } from './endpoint-view.js';

/**
 * Parameters as a table of three columns, narrow enough for the fields column beside the samples: the
 * name (marked required or optional), the type, and the description with constraints, example,
 * default and allowed values under it.
 */
export function ParameterTable({ parameters }: { parameters: ParameterView[] }) {
  return (
    // Focusable: a table wider than its column scrolls sideways, by keyboard too (as Markdown tables do).
    <div className="table-wrapper" tabIndex={0}>
      <table className="parameter-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((p) => (
            <tr key={p.name}>
              <td>
                <code className="parameter-name">{p.name}</code>
                <br />
                {p.required ? <span className="schema-badge schema-badge-required">required</span> : <span className="parameter-optional">optional</span>}
                {p.deprecated && <span className="schema-badge schema-badge-deprecated">deprecated</span>}
              </td>
              <td>
                <span className="schema-type">{p.type}</span>
              </td>
              <td>
                {p.descriptionHtml && <div className="parameter-description" dangerouslySetInnerHTML={{ __html: p.descriptionHtml }} />}
                {p.constraints && <p className="parameter-constraints">Constraints: {p.constraints.join(', ')}</p>}
                {p.example !== undefined && (
                  <p className="parameter-example">
                    Example: <code>{p.example}</code>
                  </p>
                )}
                {p.defaultValue !== undefined && (
                  <p className="parameter-default">
                    Default: <code>{p.defaultValue}</code>
                  </p>
                )}
                {p.enumValues && (
                  <p className="parameter-enum">
                    Allowed values: <EnumList values={p.enumValues} />
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
