import { parse } from '@babel/parser';
import { DIAGNOSTIC_CATALOGUE, type DiagnosticCode } from '../../../src/diagnostics/diagnostic-codes.ts';
import catalogueText from '../../../src/diagnostics/diagnostic-codes.ts' with { type: 'text' };
import { InlineCode } from '../inline-code.tsx';
import { DIAGNOSTIC_HINTS } from './diagnostic-hints.ts';

/**
 * Every diagnostic code docs-build prints, made when the docs are built: the codes and their meanings
 * from the catalogue itself, grouped under the stage comments the catalogue's source puts above them,
 * and what to do from DIAGNOSTIC_HINTS. A code without a hint (or a hint for a code that is gone)
 * fails the docs build, so a new code cannot go undocumented.
 */
export function DiagnosticsReference() {
  const codes = Object.keys(DIAGNOSTIC_CATALOGUE) as DiagnosticCode[];
  const missing = codes.filter((code) => !DIAGNOSTIC_HINTS[code]?.trim());
  const stale = Object.keys(DIAGNOSTIC_HINTS).filter((code) => !(code in DIAGNOSTIC_CATALOGUE));
  if (missing.length > 0 || stale.length > 0) {
    throw new Error(
      [
        missing.length > 0 && `no "what to do" for ${missing.join(', ')}`,
        stale.length > 0 && `a "what to do" for codes the catalogue no longer has: ${stale.join(', ')}`,
      ]
        .filter(Boolean)
        .join('; ') + ' (docs/components/diagnostics-reference/diagnostic-hints.ts)',
    );
  }
  return (
    <div className="diagnostics-reference">
      {catalogueGroups(codes).map(({ stage, codes: inStage }) => (
        <section key={stage}>
          <h2 id={`stage-${stage.replace(/\W+/g, '-')}`}>{capitalise(stage)}</h2>
          <table>
            <caption>Diagnostics of the {stage} stage</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Meaning</th>
                <th scope="col">What to do</th>
              </tr>
            </thead>
            <tbody>
              {inStage.map((code) => (
                <tr key={code} id={code}>
                  <th scope="row">
                    <code>{code}</code>
                  </th>
                  <td>
                    <InlineCode text={DIAGNOSTIC_CATALOGUE[code].meaning} />
                  </td>
                  <td>
                    <InlineCode text={DIAGNOSTIC_HINTS[code]!} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

/** The codes in catalogue order, under the `// stage` comment written above each run of them. */
function catalogueGroups(codes: DiagnosticCode[]): { stage: string; codes: DiagnosticCode[] }[] {
  const stageOf = new Map<string, string>();
  const program = parse(catalogueText, { sourceType: 'module', plugins: ['typescript'] }).program;
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
    if (declaration?.type !== 'VariableDeclaration') continue;
    let init = declaration.declarations[0]?.init;
    while (init?.type === 'TSAsExpression' || init?.type === 'TSSatisfiesExpression') init = init.expression;
    if (init?.type !== 'ObjectExpression') continue;
    let stage = 'other';
    for (const property of init.properties) {
      const comment = property.leadingComments?.filter((c) => c.type === 'CommentLine').at(-1);
      if (comment) stage = comment.value.trim();
      if (property.type === 'ObjectProperty' && property.key.type === 'Identifier')
        stageOf.set(property.key.name, stage);
    }
  }
  const groups: { stage: string; codes: DiagnosticCode[] }[] = [];
  for (const code of codes) {
    const stage = stageOf.get(code) ?? 'other';
    const last = groups.at(-1);
    if (last?.stage === stage) last.codes.push(code);
    else groups.push({ stage, codes: [code] });
  }
  return groups;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
