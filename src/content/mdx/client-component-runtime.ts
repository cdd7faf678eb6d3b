import { createContext, createElement, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

/** How compiled page modules import this runtime (see client-components-plugin.ts). */
export const CLIENT_COMPONENT_RUNTIME = 'docs-build:client-component';

/** The `data-island` name of a client component's marker; client/hydrate-islands.ts looks for it. */
export const CLIENT_COMPONENT_ISLAND = 'client-component';

/** The browser URL of each client component module, by the module's path relative to the site root. */
export const ClientComponentUrls = createContext<ReadonlyMap<string, string>>(new Map());

/**
 * True while a client component renders: a client component it renders in turn is part of its island
 * (the browser renders it from the outer component's module), not an island of its own.
 */
const InsideClientComponent = createContext(false);

/**
 * Wraps an export of a `'use client'` module so that it renders inside an island marker naming its
 * browser module, its export and its props, for the client to hydrate. Exports that are not
 * components (constants, helpers) are returned as they are.
 */
export function clientComponent(exported: unknown, file: string, exportName: string): unknown {
  if (!isComponent(exported)) return exported;
  const Component = exported as ComponentType<Record<string, unknown>>;
  const name = Component.displayName ?? (Component.name || exportName);
  function ClientComponent(props: Record<string, unknown>) {
    const inside = useContext(InsideClientComponent);
    const src = useContext(ClientComponentUrls).get(file);
    if (inside) return createElement(Component, props);
    if (src === undefined) throw new Error(`the browser module of the client component ${name} (${file}) was not bundled`);
    const json = propsJson(props, name, file);
    // Rendered as a tree of its own, as the browser hydrates it: ids from useId then match, and the
    // component cannot come to depend on context the browser does not have.
    const html = renderToString(createElement(InsideClientComponent.Provider, { value: true }, createElement(Component, props)));
    return createElement('div', {
      className: 'island',
      'data-island': CLIENT_COMPONENT_ISLAND,
      'data-island-src': src,
      'data-island-export': exportName,
      'data-props': json,
      dangerouslySetInnerHTML: { __html: html },
    });
  }
  ClientComponent.displayName = `ClientComponent(${name})`;
  return ClientComponent;
}

function isComponent(value: unknown): boolean {
  // Functions and classes, and the objects React.memo, forwardRef and lazy return.
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** The props as JSON; anything JSON would lose or change (functions, elements, dates…) is an error. */
function propsJson(props: Record<string, unknown>, name: string, file: string): string {
  const problem = firstNonJson(props, '');
  if (problem) {
    throw new Error(
      `the client component ${name} (${file}) got a prop that is not plain data: ${problem}. ` +
        'A client component renders again in the browser from its props, which travel as JSON: pass strings, numbers, booleans, null, arrays and plain objects (no children, functions or elements).',
    );
  }
  return JSON.stringify(props);
}

function firstNonJson(value: unknown, at: string): string | undefined {
  const where = at || 'the props';
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${where} is ${value}`;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = item === undefined ? `${at}[${index}] is undefined` : firstNonJson(item, `${at}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === 'object') {
    if ('$$typeof' in value) return `${where} is a React element`;
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return `${where} is a ${value.constructor?.name ?? 'class instance'}`;
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const problem = firstNonJson(item, at ? `${at}.${key}` : `"${key}"`);
      if (problem) return problem;
    }
    return undefined;
  }
  return `${where} is a ${typeof value}`;
}
