/**
 * Method badge, base URL and path (path parameters marked), as one line. The URL wraps only after a
 * slash: each segment with its slash is one unbreakable box (which wraps inside only if it is wider
 * than the line on its own), so that `set-refund-address` never splits at a hyphen on a phone.
 */
export function EndpointSignature({
  method,
  baseUrl,
  path,
  deprecated,
}: {
  method: string;
  baseUrl: string;
  path: string;
  deprecated: boolean;
}) {
  return (
    <div className="endpoint-signature">
      <MethodBadge method={method} />
      <code className="endpoint-url">
        {urlSegments(baseUrl + path).map((segment, index) => (
          <span className="endpoint-url-segment" key={index}>
            {piecesOf(segment, baseUrl.length).map((piece, pieceIndex) => (
              <span className={piece.className} key={pieceIndex}>
                {piece.text}
              </span>
            ))}
          </span>
        ))}
      </code>
      {deprecated && <span className="endpoint-deprecated">Deprecated</span>}
    </div>
  );
}

interface Segment {
  text: string;
  start: number;
}

/** `https://a.b/v2/shifts/{id}` → `https://`, `a.b/`, `v2/`, `shifts/`, `{id}`: pieces that end after their slashes. */
function urlSegments(url: string): Segment[] {
  return [...url.matchAll(/[^/]*\/+|[^/]+$/g)].map((match) => ({ text: match[0], start: match.index }));
}

/** A segment's text as the base URL (muted), the path and the path's parameters (marked). */
function piecesOf(segment: Segment, baseLength: number): { text: string; className: string }[] {
  const cut = Math.min(Math.max(baseLength - segment.start, 0), segment.text.length);
  const pieces: { text: string; className: string }[] = [];
  if (cut > 0) pieces.push({ text: segment.text.slice(0, cut), className: 'endpoint-base-url' });
  for (const part of segment.text.slice(cut).split(/(\{[^}]+\})/)) {
    if (part)
      pieces.push({
        text: part,
        className: part.startsWith('{') ? 'endpoint-path endpoint-path-param' : 'endpoint-path',
      });
  }
  return pieces;
}

/** The HTTP method as a coloured badge (`GET`, `POST`, …). */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`method-badge method-${method.toLowerCase()}`}>{method}</span>;
}
