/**
 * Copies `text` with the first method that works: `navigator.clipboard.write` with a text/plain
 * `ClipboardItem`, then `navigator.clipboard.writeText`, then a hidden textarea and
 * `document.execCommand('copy')` (pages served over plain http from another host have no Clipboard API).
 * Throws `Clipboard copy failed` (with every method's error as the cause) when none works.
 */
export async function copyToClipboard(text: string): Promise<void> {
  const failures: unknown[] = [];
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (typeof clipboard?.write === 'function' && typeof ClipboardItem === 'function') {
    try {
      await clipboard.write([new ClipboardItem({ 'text/plain': new Blob([text], { type: 'text/plain' }) })]);
      return;
    } catch (error) {
      failures.push(error);
    }
  }
  if (typeof clipboard?.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return;
    } catch (error) {
      failures.push(error);
    }
  }
  if (copyWithTextarea(text)) return;
  failures.push(new Error("document.execCommand('copy') did not copy"));
  throw new Error('Clipboard copy failed', { cause: failures });
}

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus({ preventScroll: true });
  }
}
