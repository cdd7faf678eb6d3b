// Worker for the Markdown floor section: renders the files it is given with remark alone, with the
// GFM extensions each page can use (as the build chooses them), and none of the build's own plugins.
import fs from 'node:fs';
import { workerData } from 'node:worker_threads';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { gfmFeaturesIn, remarkGfmFeatures } from '../dist/src/content/remark-gfm-features.js';

const processors = new Map();
function processorFor(features) {
  const key = features.join(',');
  if (!processors.has(key)) processors.set(key, unified().use(remarkParse).use(remarkGfmFeatures, { features }).use(remarkRehype).use(rehypeStringify));
  return processors.get(key);
}

for (const file of workerData) {
  const markdown = fs.readFileSync(file, 'utf8');
  processorFor(gfmFeaturesIn(markdown)).processSync(markdown);
}
