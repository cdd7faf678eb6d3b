import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { BuildContext } from '../context/build-context.js';
import type { Diagnostic, SourceLocation } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { PointerSegments } from './json-pointer.js';
import { documentPositions, type PositionOf } from './spec-positions.js';

/** One OpenAPI file as read from disk: its plain data, and where each key is (for line numbers). */
export interface SpecSource {
  /** Path relative to the site root, with `/` separators. */
  file: string;
  absPath: string;
  data: unknown;
  positionOf: PositionOf;
}

/** Reads and parses a YAML or JSON spec; a missing file or a syntax error becomes a diagnostic. */
export function readSpecSource(
  context: BuildContext,
  file: string,
): { source?: SpecSource; diagnostics: Diagnostic[] } {
  const relFile = file.split(path.sep).join('/');
  const absPath = path.resolve(context.root, file);
  let text: string;
  try {
    text = fs.readFileSync(absPath, 'utf8');
  } catch {
    return {
      diagnostics: [makeDiagnostic('OPENAPI_NOT_FOUND', { file: relFile }, { file: relFile })],
    };
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  if (document.errors.length > 0) {
    return {
      diagnostics: document.errors.map((error) => {
        // Without prettyErrors the parser keeps only offsets; the line counter turns them into a line.
        const at = lineCounter.linePos(error.pos[0]);
        return makeDiagnostic(
          'OPENAPI_SYNTAX',
          { file: relFile, line: at.line, column: at.col - 1 },
          { file: relFile, error: error.message.split('\n')[0]! },
        );
      }),
    };
  }
  return {
    source: {
      file: relFile,
      absPath,
      data: document.toJS({ maxAliasCount: -1 }),
      positionOf: documentPositions(document, lineCounter),
    },
    diagnostics: [],
  };
}

/**
 * The location of what a pointer names: the line and column of its key in the file (of the item, in a
 * list). When the pointer names a key that does not exist, the nearest existing ancestor is used.
 */
export function locationOf(source: SpecSource, segments: PointerSegments): SourceLocation {
  for (let length = segments.length; length > 0; length--) {
    const pos = source.positionOf(segments.slice(0, length).map(String));
    if (pos) return { file: source.file, line: pos.line, column: pos.col - 1 };
  }
  return { file: source.file, line: 1, column: 0 };
}
