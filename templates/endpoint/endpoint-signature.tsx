/** Method badge, base URL and path (path parameters marked), as one line. */
export function EndpointSignature({ method, baseUrl, path, deprecated }: { method: string; baseUrl: string; path: string; deprecated: boolean }) {
  const parts = path.split(/(\{[^}]+\})/).filter(Boolean);
  return (
    <div className="endpoint-signature">
      <MethodBadge method={method} />
      <code className="endpoint-url">
        {baseUrl && <span className="endpoint-base-url">{baseUrl}</span>}
        <span className="endpoint-path">
          {parts.map((part, index) =>
            part.startsWith('{') ? (
              <span className="endpoint-path-param" key={index}>
                {part}
              </span>
            ) : (
              part
            ),
          )}
        </span>
      </code>
      {deprecated && <span className="endpoint-deprecated">Deprecated</span>}
    </div>
  );
}

/** The HTTP method as a coloured badge (`GET`, `POST`, …). */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`method-badge method-${method.toLowerCase()}`}>{method}</span>;
}
