import type { ReactNode } from 'react';
import { PartMark } from './part-mark.js';

/** The page's `<main id="main-content">` (the skip link's target), marked as the `main` part. */
export function MainContent({ className, children }: { className: string; children: ReactNode }) {
  return (
    <>
      <PartMark part="main" />
      <main id="main-content" className={className} tabIndex={-1}>
        {children}
      </main>
      <PartMark part="main" end />
    </>
  );
}
