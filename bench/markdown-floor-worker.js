// Worker for the Markdown floor section: renders the files it is given with remark alone, with the
// GFM extensions each page can use (as the build chooses them), and none of the build's own plugins.
// `.mdx` files are compiled with @mdx-js/mdx alone. Front matter is cut off first: the build reads it
// with a YAML parser, not with remark.
import fs from 'node:fs';
import { workerData } from 'node:worker_threads';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { gfmFeaturesIn, remarkGfmFeatures } from '../dist/src/content/syntax/remark-gfm-features.js';

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;

const processors = new Map();
function processorFor(features) {
  const key = features.join(',');
  if (!processors.has(key))
    processors.set(
      key,
      unified().use(remarkParse).use(remarkGfmFeatures, { features }).use(remarkRehype).use(rehypeStringify),
    );
  return processors.get(key);
}

for (const file of workerData) {
  const markdown = fs.readFileSync(file, 'utf8').replace(FRONT_MATTER, '');
  const features = gfmFeaturesIn(markdown);
  if (file.endsWith('.mdx')) {
    // Loaded on first use, as the build loads it.
    const { compile } = await import('@mdx-js/mdx');
    await compile(markdown, { remarkPlugins: [[remarkGfmFeatures, { features }]] });
  } else {
    processorFor(features).processSync(markdown);
  }
}
