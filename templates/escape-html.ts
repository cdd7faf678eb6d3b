// Escaping for HTML written as strings on the server, in one place. The browser bundle has its own
// (client/search/escape-html.ts): client/ is built for another environment and cannot import
// templates/. XML for the sitemap and the feeds has other rules (src/write/escape-xml.ts).

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const CHARACTERS: Record<string, string> = Object.fromEntries(
  Object.entries(ENTITIES).map(([char, entity]) => [entity, char]),
);

/** Text made safe for HTML element content and double-quoted attribute values: `&`, `<`, `>` and `"` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ENTITIES[char]!);
}

/**
 * Text escaped exactly as React escapes it, `'` included (`&#x27;`), to find a string in the HTML React
 * rendered. Not needed for safety: `escapeHtml` is enough for content and double-quoted attributes.
 */
export function escapeHtmlLikeReact(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** Text from HTML that `escapeHtml` or React escaped: their entities decoded, anything else left as it is. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => CHARACTERS[entity]!);
}

/** JSON for inside an inline `<script>`: `<` escaped so no value can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
