import { useSiteHref } from '../site-href.js';

export interface VersionBannerView {
  /** `unreleased` (newer than the last version) or `unmaintained` (older). */
  kind: 'unreleased' | 'unmaintained';
  /** The label of the version read. */
  label: string;
  /** The label of the last version, and the same doc in it (else its first page). */
  lastLabel: string;
  lastHref: string;
}

/** Above a doc of a version other than the last, as Docusaurus words it: what this version is, and a link to the last one. */
export function VersionBanner({ banner, siteTitle }: { banner: VersionBannerView; siteTitle: string }) {
  const href = useSiteHref();
  return (
    <div className="admonition admonition-warning version-banner" role="note">
      <div className="admonition-content">
        <p>
          {banner.kind === 'unreleased'
            ? `This is unreleased documentation for ${siteTitle} ${banner.label}.`
            : `This is documentation for ${siteTitle} ${banner.label}, which is no longer actively maintained.`}
        </p>
        <p>
          For up-to-date documentation, see the{' '}
          <a href={href(banner.lastHref)}>
            <b>latest version</b>
          </a>{' '}
          ({banner.lastLabel}).
        </p>
      </div>
    </div>
  );
}

/** The version a doc belongs to, above its title. */
export function VersionBadge({ label }: { label: string }) {
  return <span className="version-badge">Version: {label}</span>;
}
