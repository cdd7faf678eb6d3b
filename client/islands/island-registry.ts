import type { ComponentType } from 'react';

/** What an island module exports for the client entry to hydrate it. */
export interface IslandModule<Props = any> {
  Component: ComponentType<Props>;
  /** Turns the marker's JSON props into the component's props (e.g. adds content read from the server HTML). */
  prepareProps?: (marker: HTMLElement, props: Props) => Props;
}

/**
 * Island name (the `data-island` marker) → loader. Each loader is a dynamic import, so every island is
 * its own chunk and a page only downloads the islands it uses.
 */
export const islandRegistry: Record<string, () => Promise<{ island: IslandModule }>> = {
  ThemeToggle: () => import('./theme-toggle-island.js'),
  Tabs: () => import('./tabs-island.js'),
};
