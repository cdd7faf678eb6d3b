import { Admonition } from './admonition.js';
import { CodeBlock } from './code-block.js';
import { Details } from './details.js';
import { Link } from './link.js';
import { TabItem } from './tab-item.js';
import { Tabs } from './tabs.js';
import { TOCInline } from './toc-inline.js';
import { useBaseUrl } from './use-base-url.js';

/**
 * What a page written for Docusaurus imports from its theme and core, by module name: each module's
 * default export, which docs-build provides with its own components.
 */
export const themeModules: Readonly<Record<string, unknown>> = {
  '@theme/Admonition': Admonition,
  '@theme/CodeBlock': CodeBlock,
  '@theme/Details': Details,
  '@theme/TabItem': TabItem,
  '@theme/Tabs': Tabs,
  '@theme/TOCInline': TOCInline,
  '@docusaurus/Link': Link,
  '@docusaurus/useBaseUrl': useBaseUrl,
};
