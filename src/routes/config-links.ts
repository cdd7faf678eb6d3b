import { CONFIG_FILE } from '../config/load-config.js';
import type { BuildContext } from '../context/build-context.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { quoted, type LineFinder } from '../diagnostics/source-lines.js';
import type { LinkReference } from '../model/link-reference.js';

/**
 * Internal links of the navbar (its dropdowns too), the footer and the announcement bar's HTML, located in `site.config.ts`,
 * for the dead-link check.
 */
export function configNavigationLinks(context: BuildContext, lines: LineFinder): LinkReference[] {
  const { navbar, footer, announcementBar } = context.config;
  const barLinks = [...(announcementBar?.content ?? '').matchAll(/href=["'](\/(?!\/)[^"']*)["']/g)].map(
    (match) => match[1]!,
  );
  const targets = [
    ...navbar.items.flatMap((item) =>
      item.type === 'internal'
        ? [item.to]
        : item.type === 'dropdown'
          ? item.items.flatMap((link) => (link.to ? [link.to] : []))
          : [],
    ),
    ...footer.columns.flatMap((column) => column.items.flatMap((item) => (item.to ? [item.to] : []))),
  ];
  return [
    ...targets.map((target) => ({ target, written: target, location: lines.locate(CONFIG_FILE, quoted(target)) })),
    ...barLinks.map((target) => ({
      target,
      written: target,
      location: lines.locate(CONFIG_FILE, [`"${target}"`, `'${target}'`]),
    })),
  ];
}

/** Navbar items that open a sidebar which does not exist. */
export function unknownNavbarSidebars(context: BuildContext, sidebarIds: Set<string>, lines: LineFinder): Diagnostic[] {
  return context.config.navbar.items.flatMap((item): Diagnostic[] => {
    if (item.type !== 'docSidebar' || sidebarIds.has(item.sidebarId)) return [];
    return [
      makeDiagnostic('NAVBAR_UNKNOWN_SIDEBAR', lines.locate(CONFIG_FILE, quoted(item.sidebarId)), {
        label: item.label,
        sidebarId: item.sidebarId,
        sidebarIds: [...sidebarIds],
      }),
    ];
  });
}
