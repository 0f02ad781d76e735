/**
 * Helpers for the registration journey specs. Everything a borrower reads (step titles, field
 * labels, messages, modal copy) is taken from flows/ at run time, never copied into a spec, so a
 * copy change in flows/ is picked up by the tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import Ajv, { type ValidateFunction } from 'ajv';
import type { HelocApplication } from '../../src/generated/types/heloc-application';
import type { RegistrationCopy } from '../../src/generated/types/registration-copy';
import type { RegistrationSteps, StepDefinition } from '../../src/generated/types/registration-steps';
import type { ShellCopy } from '../../src/generated/types/shell-copy';
import { brand } from './brands';
import { AXE_TAGS } from './page-checks';
import { PORT } from './port';

const ROOT = join(import.meta.dirname, '..', '..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;

type Json = Record<string, unknown>;
/** Registration answers, shaped like the form data (RegistrationData): nested objects, JSON values. */
export type Answers = Json;

export const flow = readJson<RegistrationSteps>('flows/registration/steps.json');
export const copy = readJson<RegistrationCopy>('flows/registration/copy.json');
export const shellCopy = readJson<ShellCopy>('flows/shell/copy.json');
const featureFlags = readJson<{ flags: { key: string; default: boolean; variables?: Json }[] }>('flows/feature-flags.json');
export const loginCopy = readJson<{ login: { email: { label: string }; password: { label: string }; submit: string } }>('flows/pages/login.json').login;
const publicPages = readJson<{ pages: Record<string, { title: string }> }>('flows/pages/public-pages.json');

/** Seeded sandbox data, read from the sandbox's own seed files. */
export const seed = {
  offerCodes: readJson<{ offerCode: string; firstName: string; lastName: string; street1: string; street2: string | null; city: string; state: string; zip: string }[]>('src/sandbox/seed/offer-codes.json'),
  affiliates: readJson<{ affiliateId: string; token: string; data: { name: { firstName: string; lastName: string }; address: { street1: string; city: string; state: string; zip: string }; dob: string; email: string; phone: string; income: number } }[]>(
    'src/sandbox/seed/affiliate-prepops.json',
  ),
};

export const NOT_ACCEPTING_PATH = '/account/heloc/not-accepting-apps';
export const NOT_ACCEPTING_TITLE = publicPages.pages['not-accepting-apps']!.title;
export const LEGACY_PATH = '/account/heloc/register';

/** Meets every password rule of the flow (12+ characters, upper, lower, digit, special). */
export const PASSWORD = 'Sandbox-Pass1!';

export const LOAN_OFFICERS = {
  /** Dana Whitfield: enforces licensed states CA, OR, WA. */
  licensed: '5a1e0000-0000-4000-8000-000000000001',
  /** Marcus Lee: does not enforce licensed states. */
  open: '5a1e0000-0000-4000-8000-000000000002',
  unknown: '00000000-0000-4000-8000-000000000000',
};

// ---------------------------------------------------------------------------------------------
// The flow, read the way the app reads it.

export function step(key: string): StepDefinition {
  const found = flow.steps.find((s) => s.key === key);
  if (!found) throw new Error(`No registration step "${key}"`);
  return found;
}

export interface FieldInfo {
  pointer: string;
  key: string;
  title: string;
  widget: string | undefined;
  required: boolean;
  schema: Json;
  ui: Json;
}

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The leaf fields of a step in form order (ui:order first), with their label and required-ness. */
export function stepFields(stepKey: string): FieldInfo[] {
  const out: FieldInfo[] = [];
  const walk = (schema: Json, ui: Json, pointer: string) => {
    const properties = isJson(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : [];
    const keys = [...order.filter((k) => k in properties), ...Object.keys(properties).filter((k) => !order.includes(k))];
    for (const key of keys) {
      const child = properties[key] as Json;
      const childUi = isJson(ui[key]) ? ui[key] : {};
      if (child.type === 'object') walk(child, childUi, `${pointer}/${key}`);
      else out.push({ pointer: `${pointer}/${key}`, key, title: String(childUi['ui:title'] ?? key), widget: childUi['ui:widget'] as string | undefined, required: required.includes(key), schema: child, ui: childUi });
    }
  };
  const s = step(stepKey);
  walk(s.schema as Json, (s.uiSchema ?? {}) as Json, '');
  return out;
}

export function field(stepKey: string, pointer: string): FieldInfo {
  const found = stepFields(stepKey).find((f) => f.pointer === pointer);
  if (!found) throw new Error(`No field ${pointer} on step "${stepKey}"`);
  return found;
}

/** A field's accessible name: its title, with the "(optional)" marker when it is not required. */
export function fieldLabel(f: FieldInfo): string {
  return f.required ? f.title : `${f.title} ${shellCopy.form.optional}`;
}

/** The label of one option of a select or radio field (ui:enumNames, else the value itself). */
function optionLabel(f: FieldInfo, value: unknown): string {
  if (f.widget === 'yes-no') return value ? shellCopy.form.yes : shellCopy.form.no;
  const values = (f.schema.enum ?? []) as unknown[];
  const names = (f.ui['ui:enumNames'] ?? []) as string[];
  const index = values.indexOf(value);
  return names[index] ?? String(value);
}

/** The control a borrower uses for a field, found by role and accessible name. */
export function control(page: Page, stepKey: string, pointer: string): Locator {
  const f = field(stepKey, pointer);
  const name = fieldLabel(f);
  switch (f.widget) {
    case 'radio':
    case 'yes-no':
      return page.getByRole('radiogroup', { name, exact: true });
    case 'select':
      return page.getByRole('combobox', { name, exact: true });
    case 'checkbox':
      return page.getByRole('checkbox', { name, exact: true });
    default:
      return page.getByRole('textbox', { name, exact: true });
  }
}

/** For radio groups: the radio of one answer. */
export function choice(page: Page, stepKey: string, pointer: string, value: unknown): Locator {
  return control(page, stepKey, pointer).getByRole('radio', { name: optionLabel(field(stepKey, pointer), value), exact: true });
}

function valueAt(data: Json, pointer: string): unknown {
  let node: unknown = data;
  for (const part of pointer.split('/').slice(1)) node = isJson(node) ? node[part] : undefined;
  return node;
}

/** Answers merged deeply (later wins), for "valid answers but this one field bad". */
export function merge(...parts: Answers[]): Answers {
  const out: Answers = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) out[key] = isJson(value) && isJson(out[key]) ? merge(out[key] as Answers, value) : value;
  }
  return out;
}

/** Types the step's answers into its fields (only the fields the answers name), as a borrower would. */
export async function fillStep(page: Page, stepKey: string, answers: Answers): Promise<void> {
  for (const f of stepFields(stepKey)) {
    const value = valueAt(answers, f.pointer);
    if (value === undefined) continue;
    const target = control(page, stepKey, f.pointer);
    switch (f.widget) {
      case 'radio':
      case 'yes-no':
        await choice(page, stepKey, f.pointer, value).check();
        break;
      case 'select':
        await target.selectOption(value === null || value === '' ? { index: 0 } : { label: optionLabel(f, value) });
        break;
      case 'checkbox':
        await target.setChecked(value === true);
        break;
      default:
        await target.fill(value === null ? '' : String(value));
    }
  }
}

/** What a field shows for an answer (money and phone fields format what was typed). */
function shownValue(f: FieldInfo, value: unknown): string {
  if (f.widget === 'money' && typeof value === 'number') return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
  return String(value);
}

/** Each answered field of the step shows the answer. */
export async function expectStepValues(page: Page, stepKey: string, answers: Answers): Promise<void> {
  for (const f of stepFields(stepKey)) {
    const value = valueAt(answers, f.pointer);
    if (value === undefined) continue;
    const target = control(page, stepKey, f.pointer);
    switch (f.widget) {
      case 'radio':
      case 'yes-no':
        await expect(choice(page, stepKey, f.pointer, value), f.pointer).toBeChecked();
        break;
      case 'select':
        await expect(target.locator('option:checked'), f.pointer).toHaveText(optionLabel(f, value));
        break;
      case 'checkbox':
        await expect(target, f.pointer).toBeChecked({ checked: value === true });
        break;
      default:
        await expect(target, f.pointer).toHaveValue(shownValue(f, value));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Conditions (next steps, title variants) evaluated as the app does: JSON Schemas over a context.

const ajv = new Ajv({ strict: false, allErrors: false });
const compiled = new Map<object, ValidateFunction>();
function matches(condition: object, ctx: Json): boolean {
  let validate = compiled.get(condition);
  if (!validate) compiled.set(condition, (validate = ajv.compile(condition)));
  return validate(ctx);
}

export interface JourneyOptions {
  orgCode?: string;
  signedIn?: boolean;
}

function flagsFor(orgCode: string): Record<string, { enabled: boolean; variables?: Json }> {
  const b = brand(orgCode);
  const brandFlags = (b.flags ?? {}) as Record<string, boolean>;
  return Object.fromEntries(featureFlags.flags.map((f) => [f.key, { enabled: brandFlags[f.key] ?? f.default, ...(f.variables ? { variables: f.variables } : {}) }]));
}

/** The context the flow's conditions read (the shape of the app's RegistrationContext). */
export function journeyContext(data: Answers, { orgCode = 'MERIDIAN', signedIn = false }: JourneyOptions = {}): Json {
  const b = brand(orgCode);
  return {
    data,
    brand: { orgCode: b.orgCode, products: b.products, stateRestrictions: b.stateRestrictions, forSaleWindowMonths: b.forSaleWindowMonths, referral: b.referral },
    flags: flagsFor(orgCode),
    authMode: 'password',
    environment: 'non-production',
    today: new Date().toISOString().slice(0, 10),
    licensedStates: null,
    signedIn,
    product: 'heloc',
  };
}

/** A flag of flows/feature-flags.json. */
export function featureFlag(key: string): { key: string; default: boolean; variables?: Json } {
  const found = featureFlags.flags.find((f) => f.key === key);
  if (!found) throw new Error(`No feature flag ${key}`);
  return found;
}

/** Whether a feature flag is on for a brand with no sandbox override: the brand's value, else the list default. */
export function flagOn(orgCode: string, key: string): boolean {
  return flagsFor(orgCode)[key]?.enabled ?? false;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The step's h1 in this context: the first matching variant, placeholders filled. */
export function stepTitle(stepKey: string, data: Answers = {}, options: JourneyOptions = {}): string {
  const s = step(stepKey);
  const ctx = journeyContext(data, options);
  const variant = s.variants?.find((v) => matches(v.when as object, ctx));
  const b = brand(options.orgCode ?? 'MERIDIAN');
  return fill(variant?.title ?? s.title, { months: String(b.forSaleWindowMonths ?? '') });
}

export const SUBMIT = 'submit';

/** The steps the answers lead through, first to last (the flow's `next` rules). */
export function journeyPath(data: Answers, options: JourneyOptions = {}): string[] {
  const ctx = journeyContext(data, options);
  const path: string[] = [];
  let current = flow.steps[0]!.key;
  while (current !== SUBMIT) {
    if (path.includes(current)) throw new Error(`The flow loops at "${current}"`);
    path.push(current);
    const next = step(current).next.find((n) => !n.when || matches(n.when as object, ctx));
    current = next!.to;
  }
  return path;
}

/** The steps the older /register?step= path walks: the journey, less those whose legacySkipWhen matches. */
export function legacyJourneyPath(data: Answers, options: JourneyOptions = {}): string[] {
  const ctx = journeyContext(data, options);
  return journeyPath(data, options).filter((key) => {
    const skip = step(key).legacySkipWhen;
    return !skip || !matches(skip as object, ctx);
  });
}

/** Matches the older path's URL of a step: /account/heloc/register?step=<legacyStep>, any other query. */
export function legacyStepUrl(stepKey: string): RegExp {
  return new RegExp(`${escapeRegExp(LEGACY_PATH)}\\?(.*&)?step=${escapeRegExp(step(stepKey).legacyStep ?? '')}(&.*)?$`);
}

/** The URL path of a step on register-v2. */
export function stepPath(stepKey: string): string {
  const { path } = step(stepKey);
  return path ? `${flow.basePath}/${path}` : flow.basePath;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches text containing `text` literally. */
export const containing = (text: string) => new RegExp(escapeRegExp(text));

/** Matches the step's register-v2 URL with any query. */
export function stepUrl(stepKey: string): RegExp {
  return new RegExp(`${escapeRegExp(stepPath(stepKey))}(\\?.*)?$`);
}

/** The page shows the step: its h1 (words from the flow) has focus. */
export async function expectStep(page: Page, stepKey: string, data: Answers = {}, options: JourneyOptions = {}): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: stepTitle(stepKey, data, options), exact: true })).toBeFocused();
}

export function submitButton(page: Page, stepKey: string): Locator {
  return page.getByRole('button', { name: step(stepKey).submitLabel, exact: true });
}

/**
 * Walks the journey from the step on screen, answering each step and pressing its button, until
 * `until` is on screen (or, without it, through the last step's submit).
 */
export async function walk(page: Page, answers: Answers, options: JourneyOptions & { from?: string; until?: string; legacy?: boolean } = {}): Promise<void> {
  const path = options.legacy ? legacyJourneyPath(answers, options) : journeyPath(answers, options);
  const start = options.from ? path.indexOf(options.from) : 0;
  for (const key of path.slice(start)) {
    await expectStep(page, key, answers, options);
    if (options.legacy) await expect(page).toHaveURL(legacyStepUrl(key));
    if (key === options.until) return;
    await fillStep(page, key, answers);
    await submitButton(page, key).click();
  }
}

// ---------------------------------------------------------------------------------------------
// Messages, from the flow.

type ErrorWords = string | Record<string, string | Record<string, string>> | undefined;

/** A schema message of a field: its errorMessage (string), or the one for `keyword`. */
export function schemaMessage(stepKey: string, pointer: string, keyword?: string): string {
  const words = field(stepKey, pointer).schema.errorMessage as ErrorWords;
  if (typeof words === 'string') return words;
  const text = keyword && words ? words[keyword] : undefined;
  if (typeof text !== 'string') throw new Error(`No "${keyword}" message for ${pointer} on "${stepKey}"`);
  return text;
}

/** A rule's message on a step, placeholders filled. */
export function ruleMessage(stepKey: string, rule: string, key: string, values: Record<string, string | number> = {}): string {
  const use = step(stepKey).rules.find((r) => r.rule === rule);
  const text = use?.messages[key];
  if (!text) throw new Error(`No message "${key}" of rule "${rule}" on "${stepKey}"`);
  return fill(text, values);
}

export function ruleParams<T = Json>(stepKey: string, rule: string): T {
  const use = step(stepKey).rules.find((r) => r.rule === rule);
  if (!use) throw new Error(`No rule "${rule}" on "${stepKey}"`);
  return (use.params ?? {}) as T;
}

/**
 * The message each required field shows when the step is submitted empty: the parent's
 * errorMessage.required word, else the field's own. A group the borrower has not touched counts
 * as empty, so its required fields are listed too (the app checks it as {}).
 */
export function requiredMessages(stepKey: string): { pointer: string; message: string }[] {
  const out: { pointer: string; message: string }[] = [];
  const walkSchema = (schema: Json, pointer: string) => {
    const properties = isJson(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const words = isJson(schema.errorMessage) && isJson(schema.errorMessage.required) ? (schema.errorMessage.required as Record<string, string>) : {};
    for (const [key, child] of Object.entries(properties) as [string, Json][]) {
      if (child.type === 'object') walkSchema(child, `${pointer}/${key}`);
      else if (required.includes(key)) {
        const own = child.errorMessage as ErrorWords;
        const message = words[key] ?? (typeof own === 'string' ? own : (own?.type as string | undefined)) ?? copy.fallbackError;
        out.push({ pointer: `${pointer}/${key}`, message });
      }
    }
  };
  walkSchema(step(stepKey).schema as Json, '');
  const order = stepFields(stepKey).map((f) => f.pointer);
  return out.sort((a, b) => order.indexOf(a.pointer) - order.indexOf(b.pointer));
}

/**
 * The field shows the message and it is tied to its control: aria-invalid, and aria-describedby
 * names the element that holds the message.
 */
export async function expectFieldError(page: Page, target: Locator, message: string): Promise<void> {
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await expect(target).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  const ids = ((await target.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(texts.some((t) => t?.includes(message)), `aria-describedby of the field (${ids.join(' ')}) names an element saying "${message}"`).toBe(true);
}

/** The control that receives focus for an invalid field (the first radio of a group). */
export function focusTarget(page: Page, stepKey: string, pointer: string): Locator {
  const f = field(stepKey, pointer);
  const target = control(page, stepKey, pointer);
  return f.widget === 'radio' || f.widget === 'yes-no' ? target.getByRole('radio').first() : target;
}

// ---------------------------------------------------------------------------------------------
// Start URLs, borrowers and the sandbox.

export type Via = 'query' | 'host';

/**
 * The registration URL of a brand: `?org=` (relative to the config's baseURL), or the brand's
 * first host prefix (`http://<prefix>.localhost:PORT`). `legacy` gives the older /register path.
 */
export function startUrl(orgCode: string, params: Record<string, string> = {}, options: { via?: Via; path?: string } = {}): string {
  const path = options.path ?? flow.basePath;
  const query = new URLSearchParams(options.via === 'host' ? params : { org: orgCode, ...params }).toString();
  const origin = options.via === 'host' ? `http://${brand(orgCode).hostPrefixes[0]}.localhost:${PORT}` : '';
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

let emailCounter = 0;
const RUN = Date.now().toString(36);

/** A fresh borrower email; a tag picks a sandbox persona (declined, frozen, ...). */
export function uniqueEmail(tag?: string): string {
  emailCounter += 1;
  const unique = `e2e${RUN}${process.pid}n${emailCounter}r${Math.floor(Math.random() * 1e6)}`;
  return `pat+${unique}${tag ? `+${tag}` : ''}@example.com`;
}

/** A date as the form takes it, MM/DD/YYYY. */
export function usDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** A valid address in one of the brand's states. */
export function addressIn(state: string): { street1: string; city: string; state: string; zip: string } {
  const known: Record<string, { city: string; zip: string }> = {
    CA: { city: 'San Jose', zip: '95112' },
    OR: { city: 'Eugene', zip: '97405' },
    WA: { city: 'Spokane', zip: '99201' },
    NY: { city: 'Albany', zip: '12203' },
    TX: { city: 'Austin', zip: '78745' },
    AL: { city: 'Mobile', zip: '36602' },
    HI: { city: 'Honolulu', zip: '96822' },
  };
  const { city, zip } = known[state] ?? { city: 'Springfield', zip: '50001' };
  return { street1: '1450 Cedar Ridge Lane', city, state, zip };
}

/** Answers for every step of the journey: a HOME property in `state`, a fresh email. */
export function answersFor(state: string, more: Answers = {}): Answers {
  return merge(
    {
      propertyAddress: { ...addressIn(state), occupancyType: 'HOME' },
      isListedForSale: false,
      income: { income: 120000, employmentType: 'FULL_TIME' },
      name: { firstName: 'Avery', lastName: 'Quinlan' },
      dob: '04/17/1981',
      email: uniqueEmail(),
      phoneNumber: '(415) 555-0142',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      termPrivacyConsent: true,
      communicationConsent: true,
    },
    more,
  );
}

export const APPLICATION_URL = (screen: string) => new RegExp(`/account/heloc/([0-9a-f-]{36})/${escapeRegExp(screen)}$`);

interface SandboxApplication {
  organizationCode: string;
  identityUuid: string;
  email: string;
  application: HelocApplication;
}

/** The sandbox's record of the application with this uuid. */
export async function sandboxApplication(request: APIRequestContext, uuid: string): Promise<SandboxApplication> {
  const response = await request.get('/__sandbox/applications');
  expect(response.ok()).toBe(true);
  const { applications } = (await response.json()) as { applications: SandboxApplication[] };
  const found = applications.find((a) => a.application.uuid === uuid);
  expect(found, `the sandbox has application ${uuid}`).toBeTruthy();
  return found!;
}

/** The application has 3 or 4 offers, lines within $15,000-$400,000, APRs within 7.60-17.20. */
export function expectOffers(application: HelocApplication): void {
  expect(application.status.checklistStatus).toBe('OFFER_SELECTION');
  const offers = application.offers?.offers ?? [];
  expect(offers.length).toBeGreaterThanOrEqual(3);
  expect(offers.length).toBeLessThanOrEqual(4);
  for (const offer of offers) {
    expect(offer.min).toBeGreaterThanOrEqual(15_000);
    expect(offer.max).toBeLessThanOrEqual(400_000);
    expect(offer.minDraw).toBeGreaterThanOrEqual(15_000);
    expect(offer.maxDraw).toBeLessThanOrEqual(offer.max);
    expect(offer.rate).toBeGreaterThanOrEqual(7.6);
    expect(offer.rate).toBeLessThanOrEqual(17.2);
  }
}

/**
 * axe over the registration content only (main, with any dialog it opened), for the many step
 * states; the shell around it is checked once per brand with expectNoAxeViolations.
 */
export async function expectNoAxeViolationsInMain(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('main').withTags(AXE_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations in main on ${page.url()}`).toEqual([]);
}

/**
 * Answers this page's feature-flag call with some flags changed. Only this page sees it: no
 * sandbox state changes, so such specs need not run in e2e/stateful/.
 */
export async function overrideFlags(page: Page, flags: Record<string, boolean>): Promise<void> {
  await page.route('**/service-optimize/*/api/v1/features', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { features: { key: string; enabled: boolean }[] };
    for (const feature of body.features) if (feature.key in flags) feature.enabled = flags[feature.key]!;
    await route.fulfill({ response, json: body });
  });
}

/** The half-filled application kept in the tab (sessionStorage), or null. */
export function storedDraft(page: Page): Promise<string | null> {
  return page.evaluate(() => window.sessionStorage.getItem('heloc-registration'));
}

