/** The absolute URL of a route on the site's public origin (`config.url`). */
export function absoluteUrl(siteUrl: string, route: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${encodeURI(route)}`;
}

/** Text made safe for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Control characters other than tab and newlines are not allowed in XML 1.0 at all.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
}
