import type { OperationObject } from './spec-model.js';

/** A request sample the spec writes itself (Redocly's `x-codeSamples`). */
export interface CodeSample {
  lang: string;
  label?: string;
  source: string;
}

/** The operation's `x-codeSamples` (or the older `x-code-samples`), as checked by {@link codeSamplesProblem}. */
export function codeSamplesOf(operation: OperationObject): CodeSample[] {
  const samples = operation['x-codeSamples'] ?? operation['x-code-samples'];
  return Array.isArray(samples) ? samples : [];
}

/** What is wrong with an `x-codeSamples` value, or undefined when it is a list of `{ lang, label?, source }`. */
export function codeSamplesProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'is not a list';
  for (const [index, sample] of value.entries()) {
    if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return `item ${index} is not an object`;
    const { lang, label, source } = sample as Record<string, unknown>;
    if (typeof lang !== 'string' || lang === '') return `item ${index} has no \`lang\``;
    if (typeof source !== 'string') return `item ${index} (${lang}) has no \`source\` text`;
    if (label !== undefined && typeof label !== 'string')
      return `item ${index} (${lang}) has a \`label\` that is not text`;
  }
  return undefined;
}

/** Redocly's language names that are not a fence name the highlighter knows (`C#`, `cURL`, `Node`). */
const LANGUAGE_NAMES: Record<string, string> = {
  'c#': 'csharp',
  curl: 'bash',
  shell: 'bash',
  node: 'javascript',
  'node.js': 'javascript',
  nodejs: 'javascript',
  'objective-c': 'objectivec',
  golang: 'go',
};

/** The language a sample of `x-codeSamples` is highlighted as: its `lang` as a fence name. */
export function codeSampleLanguage(lang: string): string {
  const name = lang.trim().toLowerCase();
  return LANGUAGE_NAMES[name] ?? name;
}
