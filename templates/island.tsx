import type { ReactNode } from 'react';

export interface IslandProps {
  /** Name the client entry looks up to hydrate this island (a key of client/islands/island-registry.ts). */
  name: string;
  /** JSON-serialisable props the browser hydrates the island with. */
  props: object;
  /** The island component, rendered with the same props. */
  children: ReactNode;
}

/**
 * Marks a component for hydration in the browser: the marker's only child is the component's server
 * HTML, so `hydrateRoot(marker, <Component {...props} />)` matches it exactly.
 */
export function Island({ name, props, children }: IslandProps) {
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
