/** The page's `<main>`; every page has one, the 404 page included. */
function mainElement(): HTMLElement {
  return document.getElementById('main-content') ?? document.body;
}

/** Replaces the page content with a message, a heading and one action button; focuses the button. */
function showMessage(className: string, heading: string, text: string, action: string, onAction: () => void): void {
  const box = document.createElement('div');
  box.className = `page-message ${className}`;
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.className = 'page-title';
  title.textContent = heading;
  const paragraph = document.createElement('p');
  paragraph.textContent = text;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = action;
  button.addEventListener('click', onAction, { once: true });
  box.append(title, paragraph, button);
  mainElement().replaceChildren(box);
  button.focus();
}

/** A page could not be fetched (network error or 5xx): say so, with a Retry button. */
export function showLoadError(retry: () => void): void {
  showMessage(
    'page-load-error',
    'This page could not be loaded',
    'The network or the server failed. Check your connection and retry.',
    'Retry',
    retry,
  );
}

/** The error boundary around the page: a component crashed while rendering. */
export function showPageCrash(tryAgain: () => void): void {
  showMessage('page-error', 'Page Error', 'This page crashed.', 'Try again', tryAgain);
}
