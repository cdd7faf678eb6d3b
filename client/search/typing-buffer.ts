/** What the reader types while the search modal is still loading. */
export interface TypingBuffer {
  /** Stops listening and returns the text typed so far. */
  stop(): string;
}

/**
 * Keeps the keys typed into the page between a search shortcut and the modal's input taking focus
 * (the modal loads on first use), so that "Ctrl+K quote" searches "quote" however fast it is typed.
 */
export function bufferTyping(doc: Document): TypingBuffer {
  let text = '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key.length === 1) text += event.key;
    else if (event.key === 'Backspace') text = text.slice(0, -1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return {
    stop() {
      doc.removeEventListener('keydown', onKeyDown, true);
      return text;
    },
  };
}
