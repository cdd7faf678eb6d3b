const COPIED_MS = 2000;

/**
 * One delegated listener for every code block's `button.code-copy` (rendered by the content stage):
 * copies the block's code and says "Copied" for a moment.
 */
export function installCodeCopy(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button.code-copy');
    if (!button) return;
    const code = button.closest('.code-block')?.querySelector('pre code');
    if (!code) return;
    void copyText(code.textContent ?? '').then((copied) => {
      if (copied) showCopied(button);
    });
  });
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithSelection(text);
  }
}

/** For pages served over plain http from another host, where the Clipboard API is unavailable. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

function showCopied(button: HTMLButtonElement): void {
  const label = button.getAttribute('aria-label');
  const text = button.textContent;
  button.textContent = 'Copied';
  button.setAttribute('aria-label', 'Copied');
  button.classList.add('code-copy--copied');
  window.setTimeout(() => {
    button.textContent = text;
    if (label === null) button.removeAttribute('aria-label');
    else button.setAttribute('aria-label', label);
    button.classList.remove('code-copy--copied');
  }, COPIED_MS);
}
