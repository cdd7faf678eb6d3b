import type { OverlayError } from './watch-messages.js';

const OVERLAY_ID = '__docs-build-overlay';

/** Removes the overlay of a failed build, if one is shown. */
export function hideErrors(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

/** Shows a failed build's diagnostics over the page (role="alert", as text only), with a Dismiss button. */
export function showErrors(errors: readonly OverlayError[]): void {
  hideErrors();
  const box = document.createElement('div');
  box.id = OVERLAY_ID;
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;padding:24px;background:rgba(20,20,20,.94);color:#fff;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace';
  const title = document.createElement('p');
  title.style.cssText = 'margin:0 0 16px;font-weight:bold;color:#ff8a80';
  title.textContent = `docs-build: the last change did not build (${errors.length}${errors.length === 1 ? ' error' : ' errors'}). Showing the last good version; save a fix and this page updates.`;
  box.append(title);
  for (const error of errors) {
    const pre = document.createElement('pre');
    pre.style.cssText =
      'margin:0 0 16px;white-space:pre-wrap;word-break:break-word;border-left:3px solid #ff8a80;padding-left:12px';
    pre.textContent = error.text;
    box.append(pre);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Dismiss';
  close.addEventListener('click', hideErrors);
  box.append(close);
  document.body.append(box);
}
