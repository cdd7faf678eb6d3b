import type { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ContentDependencies } from './content-dependencies.js';
import type { LinkReference } from '../model/link-reference.js';
import type { PageSection, TocItem } from '../model/rendered-content.js';
import type { SourceFile } from '../model/source-file.js';
import type { ImportLocation } from './mdx/remark-record-imports.js';

/** What the plugins read from and write to a vfile while one page is processed. */
export interface ContentFileData {
  source: SourceFile;
  diagnostics: Diagnostic[];
  links: LinkReference[];
  toc: TocItem[];
  anchors: string[];
  firstHeading?: string;
  /** The page as Markdown, for its `.md` copy, all-docs.txt and llms-full.txt. */
  markdown?: string;
  sections?: PageSection[];
  /** Filled in by the plugins that look outside the page; see ContentDependencies. */
  dependencies?: ContentDependencies;
  /** An MDX page's imports, where its source has them (filled in by remark-record-imports.ts). */
  imports?: ImportLocation[];
  /** Components an MDX page renders as blocks, with how many TOC entries come before each (rehype-record-component-uses.ts). */
  componentUses?: { name: string; tocIndex: number }[];
}

export function contentData(file: VFile): ContentFileData {
  return file.data as unknown as ContentFileData;
}
