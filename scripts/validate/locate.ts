import { locatePointer, type JsonDocument } from '../lib/json-document';
import type { Diagnostic } from './diagnostic';

/** A diagnostic at a pointer of a parsed document, with its line and column looked up. */
export function diagnosticAt(
  doc: JsonDocument,
  pointer: string,
  message: string,
  at: 'value' | 'key' = 'value',
): Diagnostic {
  return { file: doc.file, ...locatePointer(doc, pointer, at), pointer, message };
}

/** The file's first syntax error, if any, as a diagnostic. */
export function syntaxDiagnostic(doc: JsonDocument): Diagnostic | undefined {
  const e = doc.syntaxError;
  return e && { file: doc.file, line: e.line, column: e.column, pointer: e.pointer, message: e.message };
}
