import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the page — every rule (WCAG 2.x A and AA and best practices), or only the rules
 * named — and returns its violations.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (runOnly) => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], ...(runOnly && { runOnly }) });
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, rules);
}

/** A violation as one line: its rule, and the elements it found (with axe's summary of each, when asked). */
export function describeViolation(violation: AxeViolation, { summaries = true } = {}): string {
  const nodes = violation.nodes.map(
    (node) => node.target.join(' ') + (summaries ? ` (${node.failureSummary ?? ''})` : ''),
  );
  return `${violation.id}: ${violation.help} — ${nodes.join('; ')}`;
}
