import type { MouseEvent, ReactNode } from 'react';
import { DeprecatedBadge, HitTitle, repeatsText, VersionBadge } from './hit-title.js';
import { hitView } from './hit-view.js';
import type { SearchHit } from './search-types.js';
import type { StoredSearch } from './stored-searches.js';

/** Id of the modal's listbox (the combobox input controls it). */
export const LISTBOX_ID = 'search-modal-listbox';

/** One selectable row: a hit of the current results, or a recent or favourite search. */
export interface ListItem {
  /** DOM id of the option (for aria-activedescendant). */
  id: string;
  hit: SearchHit | StoredSearch;
  /** 1-based position among the results (Insights). */
  position: number;
}

export interface ListGroup {
  title: string;
  items: ListItem[];
}

export interface HitListProps {
  groups: ListGroup[];
  activeId: string | undefined;
  label: string;
  onActivate: (id: string) => void;
  onOpen: (item: ListItem, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Buttons beside an item (save, remove). */
  actions?: (item: ListItem) => ReactNode;
  /** When results are of several docs versions: the label of a hit's version, shown beside its title. */
  versionLabel?: (name: string) => string;
}

/**
 * The listbox: groups of options, each a link to its hit, with highlights already escaped. Buttons
 * beside items (recent and favourite searches) must not sit inside the listbox, so they go in a
 * column of their own, lined up row by row with a CSS grid.
 */
export function HitList({ groups, activeId, label, onActivate, onOpen, actions, versionLabel }: HitListProps) {
  let row = 0;
  const rows = groups.map((group) => ({ group, titleRow: ++row, itemRows: group.items.map(() => ++row) }));
  const place = (gridRow: number, column: string) => (actions ? { gridRow, gridColumn: column } : undefined);
  const listbox = (
    <div role="listbox" id={LISTBOX_ID} aria-label={label} className="search-listbox">
      {rows.map(({ group, titleRow, itemRows }, index) => (
        <div
          role="group"
          aria-labelledby={`${LISTBOX_ID}-group-${index}`}
          className="search-group"
          key={`${group.title}-${index}`}
        >
          <div className="search-group-title" id={`${LISTBOX_ID}-group-${index}`} style={place(titleRow, '1 / -1')}>
            {group.title}
          </div>
          {group.items.map((item, i) => {
            const view = hitView(item.hit);
            const repeats = repeatsText(view);
            const active = item.id === activeId;
            return (
              <div
                role="none"
                className={active ? 'search-hit search-hit--active' : 'search-hit'}
                key={item.id}
                style={place(itemRows[i]!, '1 / -1')}
                onMouseMove={() => !active && onActivate(item.id)}
              >
                <a
                  role="option"
                  id={item.id}
                  href={item.hit.url}
                  aria-selected={active}
                  tabIndex={-1}
                  className="search-hit-link"
                  onClick={(event) => onOpen(item, event)}
                >
                  <span className="search-hit-icon" aria-hidden="true">
                    {item.hit.type === 'lvl1' ? '¶' : '#'}
                  </span>
                  <span className="search-hit-text">
                    <span className="search-hit-title-row">
                      <HitTitle view={view} className="search-hit-title" />
                      <DeprecatedBadge view={view} />
                      <VersionBadge
                        version={'version' in item.hit ? item.hit.version : undefined}
                        label={versionLabel}
                      />
                    </span>
                    {view.snippetHtml ? (
                      <span className="search-hit-snippet" dangerouslySetInnerHTML={{ __html: view.snippetHtml }} />
                    ) : null}
                    {repeats ? <span className="search-hit-repeats">{repeats}</span> : null}
                  </span>
                </a>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
  if (!actions) return listbox;
  return (
    <div className="search-history">
      {listbox}
      {rows.flatMap(({ group, itemRows }) =>
        group.items.map((item, i) => (
          <span className="search-hit-actions" key={`actions-${item.id}`} style={place(itemRows[i]!, '2')}>
            {actions(item)}
          </span>
        )),
      )}
    </div>
  );
}
