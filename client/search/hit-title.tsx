import { Fragment, useMemo } from 'react';
import type { HitView } from './hit-view.js';
import type { SearchSettings } from './search-settings.js';

/** A hit's title, page › section, the section's own heading last and emphasised; highlights already escaped. */
export function HitTitle({ view, className }: { view: HitView; className: string }) {
  const last = view.headingsHtml.length - 1;
  return (
    <span className={className}>
      {view.headingsHtml.map((html, i) => (
        <Fragment key={i}>
          {i > 0 ? <span className="search-hit-separator"> › </span> : null}
          <span
            className={i === last ? 'search-hit-heading' : 'search-hit-parent'}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </Fragment>
      ))}
    </span>
  );
}

/** "Deprecated", beside the title of a hit on a deprecated page. */
export function DeprecatedBadge({ view }: { view: HitView }) {
  return view.deprecated ? <span className="search-hit-badge">Deprecated</span> : null;
}

/** The docs version of a hit ("2.0"), beside its title, when results are of several versions (`label` given). */
export function VersionBadge({
  version,
  label,
}: {
  version: string | undefined;
  label: ((name: string) => string) | undefined;
}) {
  return label && version !== undefined ? (
    <span className="search-hit-badge search-hit-version">{label(version)}</span>
  ) : null;
}

/** A version's label (`Next` for `current`), by its name. */
export function useVersionLabel(versions: SearchSettings['versions']): (name: string) => string {
  return useMemo(() => {
    const labels = new Map((versions ?? []).map(({ name, label }) => [name, label]));
    return (name: string) => labels.get(name) ?? name;
  }, [versions]);
}

/** How many pages to name in "Also on …" before "and N more". */
const NAMED_REPEATS = 3;

/** "Also on 8 other pages: A, B, C and 5 more", for a hit that stands for the same text elsewhere. */
export function repeatsText(view: HitView): string | undefined {
  const count = view.repeatedIn.length;
  if (count === 0) return undefined;
  const named = view.repeatedIn.slice(0, NAMED_REPEATS).map((repeat) => repeat.title);
  const rest = count - named.length;
  return `Also on ${count === 1 ? '1 other page' : `${count} other pages`}: ${named.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
}
