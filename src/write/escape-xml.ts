/**
 * Text made safe for XML element content and attribute values (the sitemap and the feeds). Not the HTML
 * escaper (templates/escape-html.ts): XML 1.0 has `&apos;`, and forbids most control characters.
 */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Control characters other than tab and newlines are not allowed in XML 1.0 at all.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
  );
}
