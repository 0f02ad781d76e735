import * as jsonc from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import { pointerSegments, toPointer } from '../../src/core/json-pointer';

/** A JSON file kept with its syntax tree, so any pointer can be turned back into a line and column. */
export interface JsonDocument {
  /** Repo-relative path with forward slashes. */
  file: string;
  absPath: string;
  text: string;
  /** Parsed value; undefined when the text is not valid JSON. */
  value: unknown;
  /** Syntax tree, built on first use: only files with a problem ever need one. */
  tree?: Node | null;
  /** The first syntax error only: later ones are usually echoes of it. */
  syntaxError?: { line: number; column: number; pointer: string; message: string };
}

export interface Position {
  line: number;
  column: number;
}

/**
 * JSON.parse first, because it is several times faster and a thousand valid manifests should not
 * pay for syntax trees; jsonc-parser only runs to explain a failure or to locate a problem.
 */
export function parseJsonDocument(file: string, absPath: string, text: string): JsonDocument {
  const doc: JsonDocument = { file, absPath, text, value: undefined };
  try {
    doc.value = JSON.parse(text);
    return doc;
  } catch {
    const errors: ParseError[] = [];
    doc.tree = jsonc.parseTree(text, errors, PARSE_OPTIONS) ?? null;
    const first = errors[0] ?? { error: 1, offset: 0, length: 0 };
    const at = offsetToPosition(doc, first.offset);
    const pointer = toPointer(jsonc.getLocation(text, first.offset).path);
    doc.syntaxError = { ...at, pointer, message: describeSyntaxError(text, first) };
    return doc;
  }
}

const PARSE_OPTIONS = { disallowComments: true, allowTrailingComma: false };

function documentTree(doc: JsonDocument): Node | null {
  if (doc.tree === undefined) doc.tree = jsonc.parseTree(doc.text, [], PARSE_OPTIONS) ?? null;
  return doc.tree;
}

const SYNTAX_WORDS: Record<string, string> = {
  InvalidSymbol: 'has an unexpected character',
  InvalidNumberFormat: 'has a number written in a form JSON does not allow',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected a colon (:) after the property name',
  CommaExpected: 'expected a comma (,) between items',
  CloseBraceExpected: 'expected a closing brace (})',
  CloseBracketExpected: 'expected a closing bracket (])',
  EndOfFileExpected: 'expected the end of the file after the closing brace',
  InvalidCommentToken: 'has a comment, which JSON does not allow',
  UnexpectedEndOfComment: 'has a comment that is not closed, and JSON does not allow comments',
  UnexpectedEndOfString: 'has a text value whose closing double quote is missing',
  UnexpectedEndOfNumber: 'has a number that ends too early',
  InvalidUnicode: 'has an invalid \\u escape',
  InvalidEscapeCharacter: 'has an invalid backslash escape',
  InvalidCharacter: 'has a character that must be escaped inside a string',
};

function describeSyntaxError(text: string, error: ParseError): string {
  const code = jsonc.printParseErrorCode(error.error);
  // A trailing comma surfaces as "value expected" at the closing bracket; say what it really is.
  const next = text.slice(error.offset).trimStart()[0];
  if ((code === 'ValueExpected' || code === 'PropertyNameExpected') && (next === '}' || next === ']')) {
    return `is not valid JSON: remove the comma before this ${next}`;
  }
  return `is not valid JSON: ${SYNTAX_WORDS[code] ?? code}`;
}

export function offsetToPosition(doc: JsonDocument, offset: number): Position {
  const lines = doc.text.slice(0, offset).split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

/**
 * Where a pointer lives in the file: the value, or the property's key when `at` is 'key'.
 * A pointer to something absent falls back to its nearest existing ancestor.
 */
export function locatePointer(doc: JsonDocument, pointer: string, at: 'value' | 'key' = 'value'): Position {
  const tree = documentTree(doc);
  if (!tree) return { line: 1, column: 1 };
  let segments = typedPath(doc.value, pointerSegments(pointer));
  let node = jsonc.findNodeAtLocation(tree, segments);
  while (!node && segments.length > 0) {
    segments = segments.slice(0, -1);
    at = 'value';
    node = jsonc.findNodeAtLocation(tree, segments);
  }
  const target = at === 'key' && node?.parent?.type === 'property' ? node.parent.children?.[0] : node;
  return offsetToPosition(doc, (target ?? tree).offset);
}

/** The first and last line of the value at `pointer`, or undefined when the file has no such value. */
export function lineSpan(doc: JsonDocument, pointer: string): { first: number; last: number } | undefined {
  const tree = documentTree(doc);
  const node = tree && jsonc.findNodeAtLocation(tree, typedPath(doc.value, pointerSegments(pointer)));
  if (!node) return undefined;
  return {
    first: offsetToPosition(doc, node.offset).line,
    last: offsetToPosition(doc, node.offset + node.length - 1).line,
  };
}

/** jsonc-parser wants numbers for array indices, pointers only carry strings. */
function typedPath(value: unknown, segments: string[]): (string | number)[] {
  const path: (string | number)[] = [];
  let current = value;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      const index = Number(segment);
      path.push(index);
      current = current[index];
    } else {
      path.push(segment);
      current = current && typeof current === 'object' ? (current as Record<string, unknown>)[segment] : undefined;
    }
  }
  return path;
}
