import { isPlainObject } from '../lib/schema-registry';
import { describeJsonChange, onOff, setChange, show, yesNo, type Change } from './change';
import { diffJson, jsonEqual } from './json-diff';
import {
  disclaimerChanges,
  extraLinkChanges,
  footerAddress,
  hawaiiPartner,
  newYorkChanges,
  statesNote,
  themeChanges,
  type LenderSides,
} from './lender-composite';
import { flagChanges, type FlagInfo } from './lender-flags';
import type { Manifest } from './snapshot';

export interface LenderContext extends LenderSides {
  flags: { before: Map<string, FlagInfo>; after: Map<string, FlagInfo> };
}

/** How one part of a manifest is compared and put into words; labels follow the schema's descriptions. */
interface FieldRule {
  path: string;
  diff(before: unknown, after: unknown, context: LenderContext): Change[];
}

function value(path: string, label: string, words: (v: unknown) => string = show): FieldRule {
  return {
    path,
    diff(before, after) {
      if (jsonEqual(before, after) || words(before) === words(after)) return [];
      return [{ kind: 'changed', label, before: words(before), after: words(after) }];
    },
  };
}

function choice(path: string, label: string, names: Record<string, string>): FieldRule {
  return value(path, label, (v) => (typeof v === 'string' && names[v] !== undefined ? names[v] : show(v)));
}

function unordered(path: string, label: string): FieldRule {
  return { path, diff: (before, after) => [setChange(label, before, after)].filter((c): c is Change => c !== null) };
}

const composite = (path: string, diff: FieldRule['diff']): FieldRule => ({ path, diff });
const months = (v: unknown) => (typeof v === 'number' ? `${v} months` : 'none');
const link = (fallback: string) => (v: unknown) => (typeof v === 'string' ? v : `none (the site's own ${fallback})`);

/** In the order of the schema and of the footer, so a plan reads like the manifest. */
const FIELD_RULES: readonly FieldRule[] = [
  value('displayName', 'Display name'),
  value('legalName', 'Legal name'),
  choice('kind', 'Lender type', {
    provider: 'provider',
    'provider-variant': 'provider variant (New York)',
    wholesale: 'wholesale broker channel',
    'credit-union': 'credit union',
    bank: 'bank',
  }),
  value('isDefault', 'Default brand (used when neither the host nor ?org= names a lender)', yesNo),
  unordered('hostPrefixes', 'Host prefixes'),
  composite('theme', themeChanges),
  value('support.phone', 'Support phone'),
  value('support.email', 'Support email'),
  choice('support.hoursDepartment', 'Support hours shown', {
    OPS_CUSTOMER_SERVICE: 'customer service hours',
    OPS_LOAN_SERVICING: 'loan servicing hours',
  }),
  value('company.address', 'Company address', footerAddress),
  value('company.nmls', 'NMLS number'),
  unordered('statesServed', 'States served'),
  value('footer.termsLabel', 'Terms link text'),
  value('footer.termsUrl', 'Terms link', link('/terms')),
  value('footer.privacyUrl', 'Privacy policy link', link('/privacy')),
  composite('footer.extraLinks', extraLinkChanges),
  composite('footer.disclaimers', disclaimerChanges),
  choice('footer.housingLogo', 'Equal-housing logo', {
    'equal-housing-lender': 'Equal Housing Lender',
    'equal-housing-opportunity': 'Equal Housing Opportunity',
  }),
  value('footer.statesServedNote', 'States-served note', statesNote),
  composite('stateRestrictions.newYork', newYorkChanges),
  value('stateRestrictions.hawaii', 'Hawaii referral partner', hawaiiPartner),
  unordered('stateRestrictions.regulatorReview', 'States refused while under regulator review'),
  value('products.heloc', 'HELOC', onOff),
  value('products.dscr', 'DSCR loan', onOff),
  value('products.cryptoBacked', 'Crypto-backed HELOC', onOff),
  value('products.interestOnly62Plus', 'Interest-only HELOC for borrowers 62 and over', onOff),
  value('referral.loanOfficerRequired', 'Loan-officer referral required to register', yesNo),
  value('forSaleWindowMonths', 'For-sale window (recently listed properties not eligible)', months),
  value('menus.feedbackLink', 'Feedback link in the menu', onOff),
  value('menus.portfolioManager', 'Portfolio Manager in the Apps menu', onOff),
  composite('flags', (before, after, context) => flagChanges(before, after, context.flags)),
];

/** Editor hints only: never shown to anyone. */
const IGNORED = ['$schema', 'orgCode'];

/** Every borrower-visible difference between two versions of one manifest, in plan order. */
export function lenderChanges(before: Manifest, after: Manifest, context: LenderContext): Change[] {
  const changes = FIELD_RULES.flatMap((rule) =>
    rule.diff(valueAt(before, rule.path), valueAt(after, rule.path), context),
  );
  // A field added to the schema after this table was written still shows, under its JSON path.
  const rest = (m: Manifest) => withoutPaths(m, [...IGNORED, ...FIELD_RULES.map((r) => r.path)]);
  return [...changes, ...diffJson(rest(before), rest(after)).map((c) => describeJsonChange(c, []))];
}

export function valueAt(manifest: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (isPlainObject(node) ? node[key] : undefined), manifest);
}

function withoutPaths(manifest: Manifest, paths: readonly string[]): unknown {
  const copy: unknown = structuredClone(manifest);
  for (const path of paths) {
    const keys = path.split('.');
    const parent = keys.length === 1 ? copy : valueAt(copy, keys.slice(0, -1).join('.'));
    if (isPlainObject(parent)) delete parent[keys.at(-1)!];
  }
  return prune(copy);
}

/** Drops objects left empty by the removal, so `support: {}` on one side does not read as a change. */
function prune(node: unknown): unknown {
  if (!isPlainObject(node)) return node;
  const entries = Object.entries(node).map(([k, v]) => [k, prune(v)] as const);
  return Object.fromEntries(entries.filter(([, v]) => !(isPlainObject(v) && Object.keys(v).length === 0)));
}
