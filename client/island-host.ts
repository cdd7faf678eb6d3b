/** A hydrated island that can be torn down when client navigation removes its marker. */
export interface MountedIsland {
  unmount(): void;
}

export interface IslandHost {
  /** Hydrates the islands under `scope` that are not hydrated yet; React loads with the first one. */
  hydrate(scope: ParentNode): Promise<void>;
  /** Unmounts the islands whose markers are no longer in the document. */
  release(): void;
}

/**
 * Keeps track of hydrated islands across client navigations. `onCrash` is called when an island throws
 * while rendering (its error boundary caught it).
 */
export function createIslandHost(onCrash: (error: unknown) => void): IslandHost {
  const mounted = new Map<HTMLElement, MountedIsland | undefined>();
  return {
    async hydrate(scope) {
      const markers = Array.from(scope.querySelectorAll<HTMLElement>('[data-island]')).filter(
        (marker) => !mounted.has(marker),
      );
      if (markers.length === 0) return;
      for (const marker of markers) mounted.set(marker, undefined);
      const { hydrateIslands } = await import('./hydrate-islands.js');
      for (const [marker, island] of await hydrateIslands(markers, onCrash)) mounted.set(marker, island);
    },
    release() {
      for (const [marker, island] of mounted) {
        if (marker.isConnected) continue;
        island?.unmount();
        mounted.delete(marker);
      }
    },
  };
}
