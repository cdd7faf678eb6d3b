import { copyToClipboard } from './copy-to-clipboard.js';

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
    copyToClipboard(code.textContent ?? '').then(
      () => showCopied(button),
      (error: unknown) => console.error('docs-build: copying the code failed:', error),
    );
  });
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
