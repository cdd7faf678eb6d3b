/**
 * Shown at the top of an unlisted page, in every build (as Docusaurus does): a reader who reached it
 * by a link learns why it is missing from the menus and search.
 */
export function UnlistedBanner() {
  return (
    <div className="admonition admonition-warning unlisted-banner" role="note">
      <p className="admonition-heading">Unlisted page</p>
      <div className="admonition-content">
        <p>This page is unlisted. Search engines will not index it, and only readers with a direct link can find it.</p>
      </div>
    </div>
  );
}
