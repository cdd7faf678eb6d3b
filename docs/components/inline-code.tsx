import type { ReactNode } from 'react';

/** Text from a doc comment or a catalogue entry, its `code spans` as `<code>`. */
export function InlineCode({ text }: { text: string }): ReactNode {
  const parts = text.split('`');
  // An odd number of backticks leaves the last one as it is written.
  if (parts.length % 2 === 0) return text;
  return parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
