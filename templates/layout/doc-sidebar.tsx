import { CollapseIcon } from '../../client/icons.js';

/** The left column of doc pages: the sidebar menu (pre-rendered HTML) and the button that hides it. */
export function DocSidebar({ menuHtml }: { menuHtml: string }) {
  return (
    <aside className="sidebar" id="docs-sidebar">
      <nav className="sidebar-nav" aria-label="Docs sidebar" dangerouslySetInnerHTML={{ __html: menuHtml }} />
      <button type="button" className="sidebar-collapse-button" aria-label="Collapse sidebar" title="Collapse sidebar">
        <CollapseIcon />
      </button>
    </aside>
  );
}
