import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { childPointer } from '../../../src/core/json-pointer';
import { isPlainObject } from '../../lib/schema-registry';
import type { Diagnostic } from '../diagnostic';
import { field, type ProjectCheck } from './check';

export const CATALOGUE_FILE = 'flows/platform/copy.json';
const CATALOGUE_READER = 'src/core/platform/platform-copy.ts';

/**
 * Folders of src/ whose code may hold a catalogue message's words: generated files are written
 * from flows/, and the sandbox is the back end's stand-in, answering in the server's own words.
 */
const SKIPPED = new Set(['src/generated', 'src/sandbox']);

/**
 * The messages of platform-services section 8 (flows/platform/copy.json `catalogue`) are kept
 * word for word in one place, so a compliance reviewer diffs JSON and a copy change reaches every
 * use. A string in the app's code equal to one of them is a copy that would not follow a change:
 * refused at the string, naming the catalogue key to read instead. Tests may quote them.
 */
export const copiedWordsCheck: ProjectCheck = {
  run({ rootDir, flowFiles }) {
    const catalogue = field(flowFiles.find((f) => f.file === CATALOGUE_FILE)?.value, 'catalogue');
    if (!isPlainObject(catalogue)) return [];
    const messages = new Map<string, string>();
    for (const [key, words] of Object.entries(catalogue)) if (typeof words === 'string') messages.set(words, key);
    return appFiles(rootDir).flatMap((file) =>
      copiesIn(file, readFileSync(path.join(rootDir, file), 'utf8'), messages),
    );
  },
};

/** The app's TypeScript files under src/, tests and skipped folders left out, repo-relative. */
function appFiles(rootDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(rootDir, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED.has(file)) walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        out.push(file);
      }
    }
  };
  walk('src');
  return out.sort();
}

/** String literals of a source file whose words are a catalogue message (comments may quote them). */
export function copiesIn(file: string, text: string, messages: ReadonlyMap<string, string>): Diagnostic[] {
  // Parsing is the slow part: only a file that contains some message's words at all is parsed.
  if (![...messages.keys()].some((words) => text.includes(words))) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const out: Diagnostic[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const key = messages.get(node.text);
      if (key !== undefined) {
        const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
        out.push({
          file,
          line: line + 1,
          column: character + 1,
          pointer: '',
          message: `copies the words of ${childPointer('/catalogue', key)} in ${CATALOGUE_FILE} ("${node.text}"): read catalogue.${key} (${CATALOGUE_READER}) instead, so a change to the words reaches this use`,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}
