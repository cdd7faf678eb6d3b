/**
 * Whether a relative output path (`a/.env`, `.git/config`) names a dotfile or something inside a dot
 * folder, which serve never sends: such files are editor, VCS or tool leftovers, not pages. A first
 * segment `.well-known` is the exception, since builds copy `static/.well-known/` (security.txt, app
 * links) on purpose; a dot segment below it is still hidden.
 */
export function isHiddenPath(relative: string): boolean {
  if (!relative.startsWith('.') && !relative.includes('/.')) return false;
  const segments = relative.split('/');
  return segments.some((segment, index) => segment.startsWith('.') && !(index === 0 && segment === '.well-known'));
}
