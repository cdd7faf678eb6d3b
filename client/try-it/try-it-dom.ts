// Small DOM helpers of the "Try it" console.

import type { TryItField } from './try-it-data.js';

type Properties<K extends keyof HTMLElementTagNameMap> = Partial<Omit<HTMLElementTagNameMap[K], 'style'>> &
  Record<`aria-${string}`, string>;

/** An element with its properties (or `aria-*` attributes) and children. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<Properties<K>> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(properties)) {
    if (key.startsWith('aria-')) node.setAttribute(key, String(value));
    else (node as unknown as Record<string, unknown>)[key] = value;
  }
  node.append(...children);
  return node;
}

/** A labelled field: its name (code), whether required, its type, and a hint under it. */
export function fieldRow(id: string, name: string, input: HTMLElement, hint?: string, field?: TryItField): HTMLElement {
  input.id = id;
  const label = element('label', { htmlFor: id, className: 'try-it-label' }, [element('code', {}, [name])]);
  if (field?.required) label.append(' ', element('span', { className: 'try-it-required' }, ['required']));
  if (field) label.append(' ', element('span', { className: 'try-it-type' }, [field.type]));
  const row = element('div', { className: 'try-it-row' }, [label, input]);
  if (hint) {
    const hintId = `${id}-hint`;
    row.append(element('p', { className: 'try-it-hint', id: hintId }, [hint]));
    input.setAttribute('aria-describedby', hintId);
  }
  return row;
}

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be blocked: the value still applies on this page.
  }
}

export function removeStorage(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
