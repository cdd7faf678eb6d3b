import type { IslandModule } from './island-registry.js';
import { Tabs, type TabsProps } from './tabs.js';

/** Hydrates Tabs with each panel's server HTML, so MDX content never has to travel as JSON. */
export const island: IslandModule<TabsProps> = {
  Component: Tabs,
  prepareProps: (marker, props) => {
    const panels = marker.querySelectorAll<HTMLElement>(':scope > .tabs > [role="tabpanel"]');
    return { ...props, panels: Array.from(panels, (panel) => ({ html: panel.innerHTML })) };
  },
};
