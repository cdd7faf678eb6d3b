const DROPDOWN = 'details[data-navbar-dropdown]';

/**
 * Navbar dropdowns (a `<details>` each, which opens without this) close as menus do: on Escape (focus
 * back on their label), on a click or focus outside, and when another one opens.
 */
export function installNavbarDropdowns(root: Document): void {
  const openDropdowns = () => [...root.querySelectorAll<HTMLDetailsElement>(`${DROPDOWN}[open]`)];
  const closeAllBut = (keep: Element | null) => {
    for (const dropdown of openDropdowns()) if (dropdown !== keep) dropdown.open = false;
  };
  root.addEventListener('click', (event) => closeAllBut((event.target as Element).closest?.(DROPDOWN) ?? null));
  root.addEventListener('focusin', (event) => closeAllBut((event.target as Element).closest?.(DROPDOWN) ?? null));
  root.addEventListener(
    'toggle',
    (event) => {
      const dropdown = event.target as Element;
      if (dropdown.matches?.(DROPDOWN) && (dropdown as HTMLDetailsElement).open) closeAllBut(dropdown);
    },
    true,
  );
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dropdown = (event.target as Element).closest?.(`${DROPDOWN}[open]`) as HTMLDetailsElement | null;
    if (!dropdown) return;
    dropdown.open = false;
    dropdown.querySelector<HTMLElement>('summary')?.focus();
  });
}
