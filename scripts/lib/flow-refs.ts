/**
 * `$ref` in flow files, inlined. A piece written once (an address, a name: flows/shared/defs.json)
 * is named where it is used, `{ "$ref": "../shared/defs.json#/$defs/state" }`, and validate and
 * generate see every flow file with each `$ref` replaced by a copy of what it names: the browser,
 * RJSF and ajv's standalone code never resolve one.
 *
 * - `file#pointer` names a value in another flow file, the path relative to the file holding the
 *   `$ref`; `#pointer` one in the nearest enclosing object that has `$defs` (a form schema with its
 *   own `$defs`, as JSON Schema reads it), else in the same file.
 * - A `$ref` stands alone: it is replaced whole, so a sibling would be lost (or, in a JSON Schema,
 *   mean "and also", which a copy cannot say).
 * - What a `$ref` names may hold `$ref`s itself; a cycle cannot be inlined.
 *
 * Then the conditions in each file are compiled to JSON Schema (./flow-conditions.ts), so a
 * condition named once (flows/registration/conditions.json) is compiled where it is used.
 */
import path from 'node:path';
import { childPointer, pointerSegments } from '../../src/core/json-pointer';
import { didYouMean } from '../validate/closest-name';
import { compileFlowConditions } from './flow-conditions';
import type { JsonDocument } from './json-document';
import { isPlainObject } from './schema-registry';

/** A `$ref` that cannot be inlined, at the pointer of the `$ref` itself, or a condition that cannot be compiled. */
export interface RefProblem {
  file: string;
  pointer: string;
  message: string;
}

export interface InlinedFlows {
  /** Repo-relative file -> its value with every `$ref` inlined and its conditions compiled (one with a problem is left as written). */
  values: Map<string, unknown>;
  problems: RefProblem[];
}

type Json = Record<string, unknown>;

interface Place {
  file: string;
  /** The pointer of the value in its file. */
  pointer: string;
  /** The pointer of the object a `#pointer` is read from. */
  localRoot: string;
}

export function inlineFlowRefs(docs: readonly JsonDocument[]): InlinedFlows {
  const byFile = new Map(docs.map((d) => [d.file, d.value]));
  const problems: RefProblem[] = [];
  const values = new Map<string, unknown>();

  /** The value at `pointer` and the pointer of the nearest object with `$defs` on the way to it (the file root when none). */
  const valueAt = (
    file: string,
    pointer: string,
  ): { found: true; value: unknown; localRoot: string } | { found: false; missing: string; near: string[] } => {
    let current = byFile.get(file);
    let at = '';
    let localRoot = '';
    for (const segment of pointerSegments(pointer)) {
      const next = Array.isArray(current)
        ? current[Number(segment)]
        : isPlainObject(current) && Object.hasOwn(current, segment)
          ? current[segment]
          : undefined;
      if (next === undefined)
        return {
          found: false,
          missing: childPointer(at, segment),
          near: isPlainObject(current) ? Object.keys(current) : [],
        };
      current = next;
      at = childPointer(at, segment);
      if (isPlainObject(current) && '$defs' in current) localRoot = at;
    }
    return { found: true, value: current, localRoot };
  };

  /** Where a `$ref` written at `place` points, or why it points nowhere. */
  const target = (ref: string, place: Place): Place | string => {
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const pointer = hash === -1 ? '' : decodeURIComponent(ref.slice(hash + 1));
    if (pointer !== '' && !pointer.startsWith('/'))
      return `names "${ref}": after # comes a JSON pointer such as #/$defs/address`;
    if (filePart === '') return { file: place.file, pointer: `${place.localRoot}${pointer}`, localRoot: '' };
    if (/^[a-z][a-z0-9+.-]*:/i.test(filePart) || filePart.startsWith('/'))
      return `names "${ref}": name a flow file by its path relative to this file, like ../shared/defs.json#/$defs/address`;
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(place.file), filePart));
    if (!byFile.has(file)) return `names "${filePart}", but there is no flow file ${file}`;
    return { file, pointer, localRoot: '' };
  };

  /** A copy of `value` (found at `place`) with its `$ref`s inlined; `trail` holds the refs being inlined, to stop a cycle. */
  const inline = (value: unknown, place: Place, trail: readonly string[]): unknown => {
    if (Array.isArray(value))
      return value.map((item, i) => inline(item, { ...place, pointer: childPointer(place.pointer, i) }, trail));
    if (!isPlainObject(value)) return value;
    const localRoot = '$defs' in value ? place.pointer : place.localRoot;
    if (!('$ref' in value)) {
      const copy: Json = {};
      for (const [key, child] of Object.entries(value))
        copy[key] = inline(child, { file: place.file, pointer: childPointer(place.pointer, key), localRoot }, trail);
      return copy;
    }
    const report = (message: string) => {
      problems.push({ file: place.file, pointer: childPointer(place.pointer, '$ref'), message });
      return value;
    };
    const ref = value.$ref;
    if (typeof ref !== 'string')
      return report('must be a text naming a flow file and a JSON pointer, like ../shared/defs.json#/$defs/address');
    const siblings = Object.keys(value).filter((key) => key !== '$ref');
    if (siblings.length)
      return report(
        `stands alone: generation replaces it with what it names, so ${siblings.map((s) => `"${s}"`).join(', ')} beside it would be lost; move ${siblings.length === 1 ? 'it' : 'them'} into what it names, or write the whole value here`,
      );
    const to = target(ref, { ...place, localRoot });
    if (typeof to === 'string') return report(to);
    const found = valueAt(to.file, to.pointer);
    if (!found.found)
      return report(
        `names "${ref}", but ${to.file} has nothing at ${found.missing}${didYouMean(pointerSegments(found.missing).at(-1) ?? '', found.near)}`,
      );
    const key = `${to.file}#${to.pointer}`;
    if (trail.includes(key))
      return report(
        `names "${ref}", which leads back to itself (${[...trail, key].join(' -> ')}): a cycle cannot be inlined`,
      );
    return inline(found.value, { file: to.file, pointer: to.pointer, localRoot: found.localRoot }, [...trail, key]);
  };

  for (const doc of docs)
    values.set(
      doc.file,
      doc.value === undefined
        ? undefined
        : compileFlowConditions(
            doc.file,
            inline(doc.value, { file: doc.file, pointer: '', localRoot: '' }, []),
            problems,
          ),
    );
  return { values, problems };
}
