import { createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandErrorBoundary } from './islands/island-error-boundary.js';
import { islandRegistry } from './islands/island-registry.js';

/**
 * Hydrates every `[data-island]` marker with its component and JSON props, each inside an error boundary
 * that reports a render crash to `onCrash`; one island failing to load leaves the others working.
 */
export async function hydrateIslands(markers: Iterable<HTMLElement>, onCrash: (error: unknown) => void): Promise<[HTMLElement, Root][]> {
  const hydrated: [HTMLElement, Root][] = [];
  await Promise.all(
    Array.from(markers, async (marker) => {
      const name = marker.dataset.island ?? '';
      const load = islandRegistry[name];
      if (!load) return;
      try {
        const { island } = await load();
        const props = JSON.parse(marker.dataset.props ?? '{}') as object;
        const element = createElement(island.Component, island.prepareProps ? island.prepareProps(marker, props) : props);
        hydrated.push([marker, hydrateRoot(marker, createElement(IslandErrorBoundary, { onCrash }, element))]);
      } catch (error) {
        console.error(`docs-build: the ${name} island could not start`, error);
      }
    }),
  );
  return hydrated;
}
