import { matchCondition, type ConditionSchema } from '../../../src/core/status/match-condition';
import { fillTemplate, templateKeys } from '../../../src/core/text/template';
import type { JsonDocument } from '../../lib/json-document';
import { isPlainObject, jsonNodes } from '../../lib/schema-registry';
import { REGISTRATION_STEPS_FILE } from '../../generate/registration-ajv';
import type { Diagnostic } from '../diagnostic';
import { diagnosticAt } from '../locate';
import type { LoadedBrand } from '../load-project';
import { brandLabel, field, type ProjectCheck } from './check';
import { REGISTRATION_COPY_FILE } from './registration-flow';

/**
 * The placeholders of flows/ words that a lender's manifest fills, and the field each comes from,
 * as the app fills them (brandTemplateValues, the footer, the step words, the state modals).
 */
const BRAND_PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
  displayName: ['displayName'],
  legalName: ['legalName'],
  nmls: ['company', 'nmls'],
  supportPhone: ['support', 'phone'],
  supportEmail: ['support', 'email'],
  termsLabel: ['footer', 'termsLabel'],
  months: ['forSaleWindowMonths'],
  partnerName: ['stateRestrictions', 'hawaii', 'partnerName'],
  partnerUrl: ['stateRestrictions', 'hawaii', 'partnerUrl'],
};

/** Files where a placeholder means something else than above, or more: who fills it there. */
const IN_FILE: Readonly<Record<string, Readonly<Record<string, readonly string[] | null>>>> = {
  // The footer and the error pages give the lender's customer service line.
  'flows/shell/copy.json': { phone: ['support', 'phone'], email: ['support', 'email'] },
  // The loan officer card: {nmls} is the loan officer's, not the lender's.
  'flows/shell/platform.json': { nmls: null },
};

const SHOWN_AT_MOST = 3;
const DOUBLED = /([.,;:!?])\1/g;

/**
 * Every word template that a lender's values fill, filled for every brand that shows it: each
 * such placeholder must have a value in the manifest (or the words a condition on the brand, like
 * the for-sale step's window variant), and the filled text no doubled punctuation ('N.A..').
 */
export const brandWordsCheck: ProjectCheck = {
  run({ brands, flowFiles, validFiles }) {
    const valid = brands.filter((b) => validFiles.has(b.file));
    const guards = conditionsOnTheBrand(flowFiles);
    const diagnostics: Diagnostic[] = [];
    for (const doc of flowFiles) {
      if (!validFiles.has(doc.file)) continue;
      for (const { pointer, value: template } of jsonNodes(doc.value)) {
        if (typeof template !== 'string') continue;
        const keys = templateKeys(template).filter((key) => sourceOf(doc.file, key));
        if (keys.length === 0) continue;
        const shownBy = valid.filter((b) => (guards.get(`${doc.file}#${pointer}`) ?? [[]]).some((g) => shows(g, b)));
        diagnostics.push(...checkTemplate(doc, pointer, template, shownBy));
      }
    }
    return diagnostics;
  },
};

function checkTemplate(doc: JsonDocument, pointer: string, template: string, brands: LoadedBrand[]): Diagnostic[] {
  const problems = new Map<string, LoadedBrand[]>();
  const add = (problem: string, brand: LoadedBrand) => problems.set(problem, [...(problems.get(problem) ?? []), brand]);
  const sample = fillTemplate(template, valuesFor(doc.file, template, undefined));
  for (const brand of brands) {
    const values = valuesFor(doc.file, template, brand);
    const missing = Object.keys(values).filter((key) => isBlank(values[key]));
    for (const key of missing)
      add(
        `{${key}} has no value: ${BRAND_FIELD(doc.file, key)} is not set (set it, or show these words only to brands that have it, with a condition)`,
        brand,
      );
    if (missing.length > 0) continue;
    const filled = fillTemplate(template, values);
    const doubled = [...filled.matchAll(DOUBLED)];
    if (doubled.length > [...sample.matchAll(DOUBLED)].length) {
      add(
        `reads "${excerpt(filled, doubled[0]!.index)}": a doubled "${doubled[0]![1]}" (a value ends in the mark the words put after it)`,
        brand,
      );
    }
  }
  return [...problems].map(([problem, who]) => {
    const names = who.slice(0, SHOWN_AT_MOST).map(brandLabel).join(', ');
    const more = who.length > SHOWN_AT_MOST ? ` and ${who.length - SHOWN_AT_MOST} more` : '';
    return diagnosticAt(doc, pointer, `${problem}, for ${names}${more}`);
  });
}

/** The brand's values for the template's brand placeholders; any other placeholder gets a plain sample. */
function valuesFor(file: string, template: string, brand: LoadedBrand | undefined) {
  const values: Record<string, string | undefined> = {};
  for (const key of templateKeys(template)) {
    const source = sourceOf(file, key);
    const value = source && brand ? field(brand.manifest, ...source) : 'x';
    values[key] = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  }
  return values;
}

/** Up to 30 characters either side of a position, with an ellipsis where the text goes on. */
function excerpt(text: string, at: number): string {
  const start = Math.max(0, at - 30);
  const end = Math.min(text.length, at + 30);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

function sourceOf(file: string, key: string): readonly string[] | null {
  const inFile = IN_FILE[file];
  if (inFile && Object.hasOwn(inFile, key)) return inFile[key]!;
  return BRAND_PLACEHOLDERS[key] ?? null;
}

const BRAND_FIELD = (file: string, key: string) => `"${sourceOf(file, key)!.join('.')}"`;

type Guard = ConditionSchema[];

/**
 * Words shown only when a condition holds, by `file#pointer` prefix: a step variant's words
 * (its `when`), a modal's words in copy.json (the `when` of any step that opens it). Each guard
 * is the condition's parts on the brand; a brand shows the words when every part of one holds.
 */
function conditionsOnTheBrand(flowFiles: readonly JsonDocument[]): { get(at: string): Guard[] | undefined } {
  const byPrefix = new Map<string, Guard[]>();
  const steps = field(flowFiles.find((f) => f.file === REGISTRATION_STEPS_FILE)?.value, 'steps');
  const add = (prefix: string, guard: Guard) => byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), guard]);
  for (const [i, step] of (Array.isArray(steps) ? steps : []).entries()) {
    for (const [j, variant] of ((field(step, 'variants') as unknown[] | undefined) ?? []).entries())
      add(`${REGISTRATION_STEPS_FILE}#/steps/${i}/variants/${j}`, brandParts(field(variant, 'when')));
    for (const modal of (field(step, 'modals') as unknown[] | undefined) ?? [])
      add(`${REGISTRATION_COPY_FILE}#/modals/${String(field(modal, 'modal'))}`, brandParts(field(modal, 'when')));
  }
  // A step naming a modal copy.json lacks (registration navigation says so): which step opens
  // which words is unknown until that is fixed, so the modals' words wait rather than echo it.
  const modals = field(flowFiles.find((f) => f.file === REGISTRATION_COPY_FILE)?.value, 'modals');
  const named = [...byPrefix.keys()].filter((p) => p.startsWith(`${REGISTRATION_COPY_FILE}#/modals/`));
  if (named.some((p) => !isPlainObject(modals) || !Object.hasOwn(modals, p.split('/').at(-1)!))) {
    for (const prefix of named) byPrefix.delete(prefix);
    byPrefix.set(`${REGISTRATION_COPY_FILE}#/modals`, []);
  }
  return {
    get(at) {
      for (const [prefix, guards] of byPrefix) if (at === prefix || at.startsWith(`${prefix}/`)) return guards;
      return undefined;
    },
  };
}

/** The parts of a condition on `brand`, through `allOf`; other parts do not depend on the lender. */
function brandParts(condition: unknown): Guard {
  if (!isPlainObject(condition)) return [];
  const own = field(condition, 'properties', 'brand');
  const nested = Array.isArray(condition.allOf) ? condition.allOf.flatMap(brandParts) : [];
  const ownPart = typeof own === 'boolean' || isPlainObject(own) ? [own as ConditionSchema] : [];
  return [...ownPart, ...nested];
}

function shows(guard: Guard, brand: LoadedBrand): boolean {
  try {
    return guard.every((part) => matchCondition(part, brand.manifest));
  } catch {
    // A keyword the interpreter does not read: registration-schemas reports it; count the words as shown.
    return true;
  }
}
