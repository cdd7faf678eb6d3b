import type { CSSProperties } from 'react';
import { CloseIcon } from '../../client/icons.js';
import type { AnnouncementView } from '../view-types.js';

/**
 * The bar above the navbar; its content is HTML from the site config. Its colours for both colour
 * modes are custom properties, so the stylesheet picks the current mode's before first paint.
 */
export function AnnouncementBar({ announcement }: { announcement: AnnouncementView }) {
  const { backgroundColor, textColor } = announcement;
  const colors = {
    '--announcement-bg': backgroundColor.light,
    '--announcement-text': textColor.light,
    '--announcement-bg-dark': backgroundColor.dark,
    '--announcement-text-dark': textColor.dark,
  } as CSSProperties;
  return (
    <div
      className={announcement.isCloseable ? 'announcement-bar announcement-bar--closeable' : 'announcement-bar'}
      role="region"
      aria-label="Announcement"
      data-announcement-id={announcement.id}
      style={colors}
    >
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: announcement.contentHtml }} />
      {announcement.isCloseable ? (
        <button
          type="button"
          className="announcement-bar-close"
          aria-label="Close"
          title="Close"
          data-announcement-close={announcement.id}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
