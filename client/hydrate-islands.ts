import { createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandErrorBoundary } from './islands/island-error-boundary.js';
import { islandRegistry, type IslandModule } from './islands/island-registry.js';

/**
 * The `data-island` name of a site's own client component (a `'use client'` module the build bundled;
 * see src/content/mdx/client-component-runtime.ts): its marker names its module and export.
 */
const CLIENT_COMPONENT = 'client-component';

/**
 * Hydrates every `[data-island]` marker with its component and JSON props, each inside an error boundary
 * that reports a render crash to `onCrash`; one island failing to load leaves the others working.
 */
export async function hydrateIslands(
  markers: Iterable<HTMLElement>,
  onCrash: (error: unknown) => void,
): Promise<[HTMLElement, Root][]> {
  const hydrated: [HTMLElement, Root][] = [];
  await Promise.all(
    Array.from(markers, async (marker) => {
      const name = marker.dataset.island ?? '';
      const load = name === CLIENT_COMPONENT ? () => loadClientComponent(marker) : islandRegistry[name];
      if (!load) return;
      try {
        const { island } = await load();
        const props = JSON.parse(marker.dataset.props ?? '{}') as object;
        const element = createElement(
          island.Component,
          island.prepareProps ? island.prepareProps(marker, props) : props,
        );
        hydrated.push([marker, hydrateRoot(marker, createElement(IslandErrorBoundary, { onCrash }, element))]);
      } catch (error) {
        console.error(`docs-build: the ${name} island could not start`, error);
      }
    }),
  );
  return hydrated;
}

async function loadClientComponent(marker: HTMLElement): Promise<{ island: IslandModule }> {
  const { islandSrc: src = '', islandExport: exportName = 'default' } = marker.dataset;
  const module = (await import(src)) as Record<string, unknown>;
  const Component = module[exportName];
  if (Component === undefined) throw new Error(`${src} has no export "${exportName}"`);
  return { island: { Component: Component as IslandModule['Component'] } };
}
