import { announcementStorageKey } from '../storage-keys.js';

/** The announcement bar's Close button hides the bar and remembers it per bar id. */
export function installAnnouncementClose(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-announcement-close]');
    if (!button) return;
    root.documentElement.dataset.announcementDismissed = 'true';
    try {
      localStorage.setItem(announcementStorageKey(button.dataset.announcementClose ?? ''), 'dismissed');
    } catch {
      // Without storage the bar stays hidden until the next page load.
    }
  });
}
