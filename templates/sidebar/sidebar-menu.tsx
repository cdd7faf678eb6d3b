import { ExternalLinkIcon } from '../../client/icons.js';
import { useSiteHref } from '../site-href.js';

/** A sidebar entry as the menu renders it. */
export type SidebarItemView =
  | {
      type: 'link';
      label: string;
      href: string;
      external: boolean;
      /** Front matter `sidebar_class_name`. */
      className?: string;
      /** An endpoint's HTTP method, drawn as a badge before the label (by CSS, from `data-method`). */
      method?: string;
      /** Marked "Deprecated" after the label. */
      deprecated?: true;
    }
  | { type: 'html'; value: string; defaultStyle: boolean }
  | {
      type: 'category';
      label: string;
      items: SidebarItemView[];
      collapsed: boolean;
      href?: string;
      /** `false`: always open, with no toggle. */
      collapsible?: false;
      /**
       * Set when the category's items are left out of this page's menu (very large sidebars): the
       * category is then a link to its first page, where it is open.
       */
      summaryHref?: string;
    };

/**
 * Id of a category's item list: the sidebar id and the category's index path, so the render stage can
 * find a category in the pre-rendered menu (to expand the ones around the current page).
 */
export function sidebarCategoryId(sidebarId: string, path: readonly number[]): string {
  return `sidebar-${sidebarId.replace(/[^a-zA-Z0-9_-]/g, '_')}-${path.join('-')}`;
}

export interface SidebarMenuProps {
  sidebarId: string;
  items: SidebarItemView[];
}

/**
 * The menu of one sidebar, with no current page marked: the render stage renders it once per sidebar
 * and marks the current link per page (`aria-current="page"`), which keeps big sidebars cheap.
 */
export function SidebarMenu({ sidebarId, items }: SidebarMenuProps) {
  return <MenuList sidebarId={sidebarId} items={items} path={[]} />;
}

function MenuList({
  sidebarId,
  items,
  path,
  id,
  hidden,
}: SidebarMenuProps & { path: number[]; id?: string; hidden?: boolean }) {
  const href = useSiteHref();
  return (
    <ul className="sidebar-list" id={id} hidden={hidden}>
      {items.map((item, index) =>
        item.type === 'html' ? (
          // Markup the site's own sidebars file wrote, as Docusaurus renders it.
          <li
            className={`sidebar-item sidebar-html${item.defaultStyle ? ' sidebar-html--default' : ''}`}
            key={index}
            dangerouslySetInnerHTML={{ __html: item.value }}
          />
        ) : item.type === 'link' ? (
          <li className={item.className ? `sidebar-item ${item.className}` : 'sidebar-item'} key={index}>
            {item.external ? (
              <a className="sidebar-link" href={item.href} target="_blank" rel="noopener noreferrer">
                {item.label}
                <ExternalLinkIcon className="external-link-icon" />
              </a>
            ) : (
              <a className="sidebar-link" href={href(item.href)} data-method={item.method}>
                {item.deprecated ? (
                  // One inline run, so that the mark wraps under the label rather than squeezing it.
                  <span>
                    {item.label} <span className="sidebar-deprecated">Deprecated</span>
                  </span>
                ) : (
                  item.label
                )}
              </a>
            )}
          </li>
        ) : (
          <Category key={index} sidebarId={sidebarId} item={item} path={[...path, index]} />
        ),
      )}
    </ul>
  );
}

function Category({
  sidebarId,
  item,
  path,
}: {
  sidebarId: string;
  item: Extract<SidebarItemView, { type: 'category' }>;
  path: number[];
}) {
  const href = useSiteHref();
  if (item.summaryHref !== undefined) {
    return (
      <li className="sidebar-item sidebar-category sidebar-category--summary">
        <a className="sidebar-link sidebar-category-link" href={href(item.summaryHref)}>
          {item.label}
          <Chevron className="sidebar-category-chevron" />
        </a>
      </li>
    );
  }
  const listId = sidebarCategoryId(sidebarId, path);
  if (item.collapsible === false) {
    return (
      <li className="sidebar-item sidebar-category sidebar-category--static">
        <div className="sidebar-category-row">
          {item.href ? (
            <a className="sidebar-link sidebar-category-link" href={href(item.href)}>
              {item.label}
            </a>
          ) : (
            <span className="sidebar-category-label">{item.label}</span>
          )}
        </div>
        <MenuList sidebarId={sidebarId} items={item.items} path={path} id={listId} />
      </li>
    );
  }
  const expanded = !item.collapsed;
  return (
    <li className="sidebar-item sidebar-category">
      <div className="sidebar-category-row">
        {item.href ? (
          <>
            <a className="sidebar-link sidebar-category-link" href={href(item.href)}>
              {item.label}
            </a>
            <button
              type="button"
              className="sidebar-category-toggle"
              data-category-toggle=""
              aria-controls={listId}
              aria-expanded={expanded}
              aria-label={`Toggle the ${item.label} category`}
            >
              <Chevron />
            </button>
          </>
        ) : (
          <button
            type="button"
            className="sidebar-category-button"
            data-category-toggle=""
            aria-controls={listId}
            aria-expanded={expanded}
          >
            <span>{item.label}</span>
            <Chevron />
          </button>
        )}
      </div>
      <MenuList sidebarId={sidebarId} items={item.items} path={path} id={listId} hidden={!expanded} />
    </li>
  );
}

/**
 * A category's chevron, drawn by the stylesheet (`.sidebar-chevron`): an SVG in every category made
 * most of the bytes of a sidebar with many categories, in every page.
 */
function Chevron({ className }: { className?: string }) {
  return <span className={className ? `sidebar-chevron ${className}` : 'sidebar-chevron'} aria-hidden="true" />;
}
