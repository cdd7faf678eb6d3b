/** A resolved sidebar entry, ready to render. */
export type SidebarItem =
  | { type: 'link'; label: string; href: string; external: boolean; className?: string }
  | { type: 'category'; label: string; items: SidebarItem[]; collapsed: boolean; href?: string };

export interface Sidebar {
  id: string;
  items: SidebarItem[];
}
