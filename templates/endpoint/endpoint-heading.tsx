/** A section heading with the permalink anchor the docs pages use. */
export function EndpointHeading({ level, id, text }: { level: 2 | 3; id: string; text: string }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id}>
      {text}
      <a className="heading-anchor" href={`#${id}`} aria-label={`Direct link to ${text}`}>
        #
      </a>
    </Tag>
  );
}

/** HTML produced by the openapi stage (rendered Markdown), inserted as it is. */
export function Html({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A note in the admonition markup of docs pages. */
export function EndpointNote({
  type,
  title,
  html,
}: {
  type: 'note' | 'info' | 'warning' | 'danger';
  title: string;
  html: string;
}) {
  return (
    <div className={`admonition admonition-${type}`} role="note">
      <p className="admonition-heading">{title}</p>
      <div className="admonition-content" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
