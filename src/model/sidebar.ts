/** A resolved sidebar entry, ready to render. */
export type SidebarItem =
  | {
      type: 'link';
      label: string;
      href: string;
      external: boolean;
      /** A `ref` item: links to a doc without making this the doc's sidebar (no previous/next along it). */
      ref?: true;
      /** `sidebar_class_name` of the doc it links to. */
      className?: string;
      /** An endpoint page's HTTP method (`GET`), shown as a badge. */
      method?: string;
      /** The page documents something deprecated (an operation marked so in its spec). */
      deprecated?: true;
    }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      collapsed: boolean;
      href?: string;
      /** `false`: always open, without a toggle. Absent means collapsible. */
      collapsible?: false;
    }
  /** Raw HTML written in the sidebars file (`type: 'html'`); `defaultStyle` gives it a link's padding. */
  | { type: 'html'; value: string; defaultStyle: boolean };

export interface Sidebar {
  id: string;
  items: SidebarItem[];
}
