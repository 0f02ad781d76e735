import { formatCompanyAddress, type PostalAddress } from '../../src/core/format/address';
import { isPlainObject } from '../lib/schema-registry';
import { show, type Change } from './change';
import { diffJson, jsonEqual } from './json-diff';

/**
 * Manifest parts whose borrower-visible meaning is more than one value: each is compared the way
 * the page shows it (the address as the footer formats it, links by their text, colours in any case).
 */

/** What a lender's diff needs besides its two manifests. */
export interface LenderSides {
  /** Git blob ids of the logo file on each side, when known. */
  logoBefore?: string | undefined;
  logoAfter?: string | undefined;
}

const obj = (value: unknown): Record<string, unknown> => (isPlainObject(value) ? value : {});

export function themeChanges(before: unknown, after: unknown, sides: LenderSides): Change[] {
  const was = obj(before);
  const now = obj(after);
  const parts: string[] = [];
  const wasColors = obj(was.colors);
  const nowColors = obj(now.colors);
  for (const name of new Set([...Object.keys(nowColors), ...Object.keys(wasColors)])) {
    const [b, a] = [wasColors[name], nowColors[name]].map((c) => (typeof c === 'string' ? c.toLowerCase() : c));
    if (b !== a) parts.push(`${name} ${b ?? 'none'} -> ${a ?? 'none'}`);
  }
  if (!jsonEqual(was.fontStack, now.fontStack)) parts.push(`font ${show(was.fontStack)} -> ${show(now.fontStack)}`);
  const wasLogo = obj(was.logo);
  const nowLogo = obj(now.logo);
  if (sides.logoBefore !== undefined || sides.logoAfter !== undefined) {
    // Renaming an unchanged file shows borrowers nothing; redrawing one under the same name does.
    if (sides.logoBefore !== sides.logoAfter) parts.push('logo file changed');
  } else if (!jsonEqual(wasLogo.file, nowLogo.file)) {
    parts.push(`logo file ${show(wasLogo.file)} -> ${show(nowLogo.file)}`);
  }
  if (!jsonEqual(wasLogo.alt, nowLogo.alt))
    parts.push(`logo text for screen readers ${show(wasLogo.alt)} -> ${show(nowLogo.alt)}`);
  // Theme tokens added to the schema later still show, by their path.
  for (const change of diffJson(otherThemeTokens(was), otherThemeTokens(now)))
    parts.push(`${change.path.join('.')} changed`);
  return parts.length ? [{ kind: 'summary', label: 'Theme', parts }] : [];
}

function otherThemeTokens(theme: Record<string, unknown>): unknown {
  const { colors: _colors, fontStack: _font, logo, ...other } = theme;
  const { file: _file, alt: _alt, ...otherLogo } = obj(logo);
  return Object.keys(otherLogo).length ? { ...other, logo: otherLogo } : other;
}

/** The address as the footer shows it, so a reformatted address that reads the same is no change. */
export function footerAddress(value: unknown): string {
  const address = obj(value);
  const texts = ['street1', 'city', 'state', 'zip'].every((k) => typeof address[k] === 'string');
  return texts ? show(formatCompanyAddress(address as unknown as PostalAddress)) : show(value);
}

export function extraLinkChanges(before: unknown, after: unknown): Change[] {
  if (jsonEqual(before, after)) return [];
  const links = (v: unknown) =>
    (Array.isArray(v) ? v.map(obj) : []).map((l) => ({ label: String(l.label), url: String(l.url) }));
  const was = links(before);
  const now = links(after);
  const wasByLabel = new Map(was.map((l) => [l.label, l.url]));
  const nowByLabel = new Map(now.map((l) => [l.label, l.url]));
  const changes: Change[] = [];
  for (const l of was)
    if (!nowByLabel.has(l.label))
      changes.push({ kind: 'removed', label: 'Extra footer link', value: `${show(l.label)} (${l.url})` });
  for (const l of now) {
    const old = wasByLabel.get(l.label);
    if (old === undefined)
      changes.push({ kind: 'added', label: 'Extra footer link', value: `${show(l.label)} (${l.url})` });
    else if (old !== l.url)
      changes.push({ kind: 'changed', label: `Extra footer link ${show(l.label)} goes to`, before: old, after: l.url });
  }
  const order = (list: typeof was, other: Map<string, string>) => list.map((l) => l.label).filter((x) => other.has(x));
  if (!jsonEqual(order(was, nowByLabel), order(now, wasByLabel))) {
    changes.push({
      kind: 'reordered',
      label: 'Extra footer links order',
      before: was.map((l) => l.label),
      after: now.map((l) => l.label),
    });
  }
  return changes;
}

/** Disclaimers are legal text: a changed paragraph shows old then new in full, never a word diff. */
export function disclaimerChanges(before: unknown, after: unknown): Change[] {
  const texts = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  const was = texts(before);
  const now = texts(after);
  if (jsonEqual(was, now)) return [];
  const gone = was.map((text, i) => ({ text, i })).filter((d) => !now.includes(d.text));
  const came = now.map((text, i) => ({ text, i })).filter((d) => !was.includes(d.text));
  const changes: Change[] = [];
  // A paragraph replaced in place is an edit; anything else is an addition or a removal.
  for (const d of came) {
    const old = gone.find((g) => g.i === d.i);
    if (old)
      changes.push({ kind: 'changed', label: `Disclaimer ${d.i + 1}`, before: show(old.text), after: show(d.text) });
    else changes.push({ kind: 'added', label: `Disclaimer ${d.i + 1}`, value: show(d.text) });
  }
  for (const g of gone) {
    if (!came.some((d) => d.i === g.i))
      changes.push({ kind: 'removed', label: `Disclaimer ${g.i + 1}`, value: show(g.text) });
  }
  if (!gone.length && !came.length) {
    changes.push({
      kind: 'reordered',
      label: 'Disclaimer order',
      before: was.map((_, i) => `${i + 1}`),
      after: now.map((t) => `${was.indexOf(t) + 1}`),
    });
  }
  return changes;
}

const NY_SITE: Record<string, string> = {
  none: 'no New York split',
  'non-ny-site': 'refuses New York properties and sends them to the counterpart',
  'ny-site': 'takes only New York properties and sends others to the counterpart',
};

export function newYorkChanges(before: unknown, after: unknown): Change[] {
  const was = obj(before);
  const now = obj(after);
  const changes: Change[] = [];
  const site = (v: unknown) => (typeof v === 'string' ? (NY_SITE[v] ?? show(v)) : 'none');
  if (!jsonEqual(was.site, now.site))
    changes.push({ kind: 'changed', label: 'New York site split', before: site(was.site), after: site(now.site) });
  if (!jsonEqual(was.counterpartOrg, now.counterpartOrg)) {
    const org = (v: unknown) => (typeof v === 'string' ? v : 'none');
    changes.push({
      kind: 'changed',
      label: 'New York counterpart site',
      before: org(was.counterpartOrg),
      after: org(now.counterpartOrg),
    });
  }
  return changes;
}

/** The Hawaii referral as a borrower meets it. */
export function hawaiiPartner(value: unknown): string {
  const partner = obj(value);
  // Before refer was required, a manifest without the entry did not refer.
  return value === undefined || partner.refer === false
    ? 'none (no Hawaii referral dialog)'
    : `${show(partner.partnerName)} (${String(partner.partnerUrl)})`;
}

/** The footer's states-served note as a borrower meets it. */
export function statesNote(value: unknown): string {
  const note = obj(value);
  return value === undefined
    ? 'none'
    : `${show(note.text)} on ${String(note.product).toUpperCase()}, while fewer than ${String(note.whenFewerThan)} states are served`;
}
