import { CollapseIcon } from '../../client/icons.js';

export interface DocSidebarProps {
  /** Id of the sidebar, so client navigation keeps the menu (and its open categories) between its pages. */
  sidebarId: string;
  menuHtml: string;
}

/**
 * The left column of doc pages: the sidebar menu (pre-rendered HTML), the button that hides it and the
 * one that shows it again (CSS shows one or the other from `html[data-sidebar-hidden]`).
 */
export function DocSidebar({ sidebarId, menuHtml }: DocSidebarProps) {
  return (
    <aside className="sidebar" id="docs-sidebar" data-sidebar-id={sidebarId}>
      <nav className="sidebar-nav" aria-label="Docs sidebar" dangerouslySetInnerHTML={{ __html: menuHtml }} />
      <button
        type="button"
        className="sidebar-collapse-button"
        aria-label="Collapse sidebar"
        title="Collapse sidebar"
        data-sidebar-toggle="hide"
      >
        <CollapseIcon />
      </button>
      <button
        type="button"
        className="sidebar-expand-button"
        aria-label="Expand sidebar"
        title="Expand sidebar"
        data-sidebar-toggle="show"
      >
        <CollapseIcon className="sidebar-expand-icon" />
      </button>
    </aside>
  );
}
