import { CloseIcon } from '../../client/icons.js';
import type { AnnouncementView } from '../view-types.js';

/** The bar above the navbar; its content is HTML from the site config. */
export function AnnouncementBar({ announcement }: { announcement: AnnouncementView }) {
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label="Announcement"
      data-announcement-id={announcement.id}
      style={{ backgroundColor: announcement.backgroundColor, color: announcement.textColor }}
    >
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: announcement.contentHtml }} />
      {announcement.isCloseable ? (
        <button type="button" className="announcement-bar-close" aria-label="Close" title="Close" data-announcement-close={announcement.id}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
