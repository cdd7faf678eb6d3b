import type { ComponentType } from 'react';
import { Admonition } from './admonition.js';
import { TabItem } from './tab-item.js';
import { Tabs } from './tabs.js';

/** Components every MDX page can use without importing them. */
export const mdxComponents: Record<string, ComponentType<any>> = { Admonition, Tabs, TabItem };
