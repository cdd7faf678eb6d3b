import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandRegistry } from './islands/island-registry.js';

/** Hydrates every `[data-island]` marker with its component and JSON props; one failing island leaves the others working. */
export async function hydrateIslands(markers: Iterable<HTMLElement>): Promise<void> {
  await Promise.all(
    Array.from(markers, async (marker) => {
      const name = marker.dataset.island ?? '';
      const load = islandRegistry[name];
      if (!load) return;
      try {
        const { island } = await load();
        const props = JSON.parse(marker.dataset.props ?? '{}') as object;
        hydrateRoot(marker, createElement(island.Component, island.prepareProps ? island.prepareProps(marker, props) : props));
      } catch (error) {
        console.error(`docs-build: the ${name} island could not start`, error);
      }
    }),
  );
}
