import type { Pluggable } from 'unified';
import * as z from 'zod';

const PLUGIN_HINT =
  'a unified plugin is a function, or [function, options]: import the package and pass its default export, e.g. `import remarkEmoji from "remark-emoji"`';

const pluginFunction = z.custom<(...args: any[]) => unknown>((value) => typeof value === 'function', PLUGIN_HINT);

/** A unified plugin, or a plugin and its options: `remarkEmoji` or `[remarkEmoji, { accessible: true }]`. */
const pluginSchema = z.union([pluginFunction, z.tuple([pluginFunction, z.unknown()])], {
  error: PLUGIN_HINT,
}) as unknown as z.ZodType<Pluggable>;

/** How Markdown and MDX files are read, and the unified plugins added to the chain. */
export const markdownConfigSchema = z
  .object({
    /**
     * How `.md` files are read: `'mdx'` compiles them as MDX (Docusaurus' default), `'md'` reads every
     * `.md` as CommonMark + GFM, `'detect'` goes by the extension (`.mdx` is MDX, `.md` is Markdown).
     * `.mdx` files are always MDX. @default "detect"
     */
    format: z.enum(['mdx', 'md', 'detect']).default('detect'),
    /** remark plugins run after docs-build's own (admonitions, heading ids, links). @default [] */
    remarkPlugins: z.array(pluginSchema).default([]),
    /** rehype plugins run on the HTML tree before docs-build's own (heading anchors, code highlighting). @default [] */
    rehypePlugins: z.array(pluginSchema).default([]),
    /** remark plugins run before docs-build's own, on the tree just as it was parsed. @default [] */
    beforeDefaultRemarkPlugins: z.array(pluginSchema).default([]),
  })
  .strict()
  .default({ format: 'detect', remarkPlugins: [], rehypePlugins: [], beforeDefaultRemarkPlugins: [] });

export type MarkdownConfig = z.output<typeof markdownConfigSchema>;
