import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../lib/json-document';
import { loadBrandManifests, loadFlagKeys } from './brand-list';
import {
  checkPageSet,
  createFlowReader,
  flowText,
  interactReady,
  loadPageSet,
  maskPattern,
  pageSetPath,
  PageSetError,
  readyHeading,
  type PageEntry,
} from './page-set';

const root = resolve(import.meta.dirname, '..', '..');
const flags = ['fe-heloc-maintenance'];

const good: PageEntry = {
  key: 'terms',
  label: 'Terms page',
  path: '/terms',
  ready: { headingFromBrand: 'footer.termsLabel' },
  clip: 'full',
};
const flowsOf = (files: Record<string, unknown>) => (file: string) => {
  if (!(file in files)) throw new Error(`flows/${file} does not exist`);
  return files[file];
};
const source = (manifest: object, flows: Record<string, unknown> = {}) => ({
  manifest,
  orgCode: 'ACME',
  flows: flowsOf(flows),
});
const registration: PageEntry = {
  key: 'registration-errors',
  label: 'Registration errors',
  path: '/account/heloc/register-v2',
  query: { referrer: 'x' },
  ready: { headingFromFlow: 'registration/steps.json#/steps/0/title' },
  clip: 'full',
  interact: {
    actions: [{ click: { role: 'button', name: 'Continue' } }, { fill: { label: 'ZIP code', value: '1' } }],
    ready: { invalidField: true },
  },
};

/** Checks a page set given as a value, the way loadPageSet checks the file. */
function check(pages: unknown[]) {
  const text = JSON.stringify({ $schema: '../../schemas/screenshots/page-set.schema.json', pages }, null, 2);
  return checkPageSet(parseJsonDocument('page-set.json', '/virtual/page-set.json', text), root, flags);
}

function problems(pages: unknown[]): string[] {
  try {
    check(pages);
  } catch (error) {
    if (error instanceof PageSetError) return error.message.split('\n');
    throw error;
  }
  return [];
}

describe('the committed page set', () => {
  it('is valid, and every brand can answer its ready headings', () => {
    const set = loadPageSet(root, pageSetPath(root), loadFlagKeys(root));
    expect(set.pages.map((p) => p.key)).toContain('terms');
    const flows = createFlowReader(root);
    for (const brand of loadBrandManifests(root)) {
      for (const page of set.pages)
        expect(readyHeading(page, { manifest: brand, orgCode: brand.orgCode, flows })).not.toBe('');
    }
  });

  it('reads the registration heading from the first step of flows/registration/steps.json', async () => {
    const set = loadPageSet(root, pageSetPath(root), loadFlagKeys(root));
    const steps = (await import('../../flows/registration/steps.json', { with: { type: 'json' } })).default as {
      steps: { title: string }[];
    };
    const page = set.pages.find((p) => p.key === 'registration-errors')!;
    const at = { manifest: {}, orgCode: 'MERIDIAN', flows: createFlowReader(root) };
    expect(readyHeading(page, at)).toBe(steps.steps[0]!.title);
    expect(page.interact?.actions).toEqual([{ click: { role: 'button', name: 'Continue' } }]);
    expect(interactReady(page, at)).toEqual({ invalidField: true });
  });

  it('has an application status screen, signed in, its heading and loading words read from flows/application', async () => {
    const set = loadPageSet(root, pageSetPath(root), loadFlagKeys(root));
    const page = set.pages.find((p) => p.key === 'application-offers')!;
    const product = (await import('../../flows/application/screens/product.json', { with: { type: 'json' } })).default;
    const flows = createFlowReader(root);
    expect(page.path).toBe('/account/heloc/{application}/product/select');
    expect(page.setup?.application).toEqual({ status: 'OFFER_SELECTION' });
    expect(readyHeading(page, { manifest: {}, orgCode: 'MERIDIAN', flows })).toBe(
      product.screens['product/select'].title,
    );
    expect(flowText(page.loadingGone!.textFromFlow, flows)).toBe('Loading your application\u2026');
  });

  it('covers each page kind of issue 27: errors, offers, a screen with the aside, both dashboards, sign-in, a banner', () => {
    const set = loadPageSet(root, pageSetPath(root), loadFlagKeys(root));
    const byKey = new Map(set.pages.map((p) => [p.key, p]));
    expect([...byKey.keys()]).toEqual(
      expect.arrayContaining([
        'registration-errors',
        'application-offers',
        'application-income',
        'dashboard',
        'dashboard-empty',
        'sign-in',
        'banner',
      ]),
    );
    expect(byKey.get('application-income')?.setup?.application).toEqual({ status: 'INCOME_VERIFICATION' });
    expect(byKey.get('dashboard')?.setup?.application).toBeDefined();
    expect(byKey.get('dashboard-empty')?.setup).toEqual({ signedIn: true });
    expect(byKey.get('banner')?.setup?.banners?.filter((b) => b.active)).toHaveLength(2);
    // The sandbox counts loan numbers up across the run: every page that shows one paints it over.
    expect(byKey.get('application-income')?.mask).toEqual([
      { textFromFlow: 'registration/copy.json#/header/applicationId' },
    ]);
    expect(byKey.get('dashboard')?.mask).toEqual([
      { textFromFlow: 'pages/login.json#/dashboard/loanNumber' },
      { textFromFlow: 'pages/login.json#/dashboard/started' },
    ]);
  });
});

describe('checkPageSet', () => {
  it('accepts a good entry with every kind of setup', () => {
    const setup = {
      flags: { 'fe-heloc-maintenance': true },
      fault: {
        sandbox: { method: 'GET', path: '/service-operating-hours/*', status: 503 },
        abortRequests: '/assets/x-*.js',
      },
      sessionStorage: { a: '1' },
    };
    expect(check([good, { ...good, key: 'other', ready: { heading: 'Hi' }, setup }]).pages).toHaveLength(2);
    const application = {
      ...good,
      key: 'offers',
      path: '/account/heloc/{application}/product/select',
      loadingGone: { textFromFlow: 'application/copy.json#/routing/loading' },
      setup: { application: { status: 'OFFER_SELECTION' } },
    };
    expect(
      check([good, application, { ...application, key: 'as-created', setup: { application: {} } }]).pages,
    ).toHaveLength(3);
    const banner = {
      uuid: '0b7e0000-0000-4000-8000-0000000000b1',
      message: 'Down until 6 PM.',
      apps: ['heloc'],
      variant: 'warn',
      active: true,
      dismissable: true,
      metadata: { createdAt: '2026-01-15T10:00:00Z', updatedAt: '2026-01-15T10:00:00Z' },
    };
    const dashboard = {
      ...good,
      key: 'dashboard',
      path: '/dashboard',
      mask: [{ textFromFlow: 'pages/login.json#/dashboard/loanNumber' }],
      setup: { application: {} },
    };
    const more = [
      dashboard,
      { ...good, key: 'empty', setup: { signedIn: true } },
      { ...good, key: 'banner', setup: { banners: [banner] } },
    ];
    expect(check([good, ...more]).pages).toHaveLength(4);
  });

  it('accepts a query, a heading from a flow file and interactions with every kind of ready condition', () => {
    const interacting = (ready: unknown, key: string) => ({
      ...registration,
      key,
      interact: { ...registration.interact, ready },
    });
    const pages = [
      registration,
      interacting({ alert: true }, 'a'),
      interacting({ heading: 'Where do you live?' }, 'b'),
      interacting({ headingFromBrand: 'footer.termsLabel' }, 'c'),
    ];
    expect(check(pages).pages).toHaveLength(4);
  });

  it.each([
    {
      name: 'a bad clip',
      entry: { ...good, clip: 'half' },
      line: /page-set\.json:\d+:\d+ {2}\/pages\/1\/clip {2}must be one of "full", "footer", "viewport", but is "half"/,
    },
    {
      name: 'a missing label',
      entry: { ...good, label: undefined },
      line: /\/pages\/1 {2}is missing the required property "label"/,
    },
    {
      name: 'a key that cannot name a file',
      entry: { ...good, key: 'Terms Page' },
      line: /\/pages\/1\/key {2}must be lower-case kebab-case/,
    },
    {
      name: 'a path with a query',
      entry: { ...good, path: '/terms?org=X' },
      line: /\/pages\/1\/path {2}must be a site path/,
    },
    {
      name: 'a misspelt property',
      entry: { ...good, lable: 'x' },
      line: /\/pages\/1\/lable {2}has a property "lable" that is not allowed here/,
    },
    {
      name: 'both kinds of ready',
      entry: { ...good, ready: { heading: 'x', headingFromBrand: 'y' } },
      line: /\/pages\/1\/ready {2}/,
    },
    {
      name: 'a bad sandbox fault',
      entry: { ...good, setup: { fault: { sandbox: { method: 'GET', path: 'no-slash' } } } },
      line: /\/pages\/1\/setup\/fault\/sandbox\/path {2}must start with \//,
    },
    {
      name: 'an unknown flag',
      entry: { ...good, setup: { flags: { 'fe-nope': true } } },
      line: /\/pages\/1\/setup\/flags\/fe-nope {2}names the flag "fe-nope", which is not in flows\/feature-flags.json/,
    },
    { name: 'a repeated key', entry: { ...good }, line: /\/pages\/1\/key {2}repeats the key "terms"/ },
    {
      name: 'org in the query',
      entry: { ...good, query: { org: 'X' } },
      line: /\/pages\/1\/query {2}must be a plain parameter name other than org/,
    },
    {
      name: 'a query value that is not text',
      entry: { ...good, query: { referrer: 1 } },
      line: /\/pages\/1\/query\/referrer {2}must be a string/,
    },
    {
      name: 'a flow reference without a pointer',
      entry: { ...good, ready: { headingFromFlow: 'registration/steps.json' } },
      line: /\/pages\/1\/ready/,
    },
    {
      name: 'a flow file that does not exist',
      entry: { ...good, ready: { headingFromFlow: 'nope/steps.json#/steps/0/title' } },
      line: /\/pages\/1\/ready\/headingFromFlow {2}headingFromFlow "nope\/steps.json#\/steps\/0\/title": flows\/nope\/steps.json does not exist/,
    },
    {
      name: 'a pointer to no text',
      entry: { ...good, ready: { headingFromFlow: 'registration/steps.json#/steps/0/nope' } },
      line: /\/pages\/1\/ready\/headingFromFlow {2}headingFromFlow ".*" is not text in flows\/registration\/steps.json/,
    },
    {
      name: 'interactions without a ready condition',
      entry: { ...registration, interact: { actions: registration.interact!.actions } },
      line: /\/pages\/1\/interact {2}is missing the required property "ready"/,
    },
    {
      name: 'no actions',
      entry: { ...registration, interact: { actions: [], ready: { alert: true } } },
      line: /\/pages\/1\/interact\/actions {2}/,
    },
    {
      name: 'a click on an unknown role',
      entry: {
        ...registration,
        interact: { actions: [{ click: { role: 'div', name: 'x' } }], ready: { alert: true } },
      },
      line: /\/pages\/1\/interact\/actions\/0/,
    },
    {
      name: '{application} without an application setup',
      entry: { ...good, path: '/account/heloc/{application}/product/select' },
      line: /\/pages\/1\/path {2}names \{application\}, but the page has no setup.application/,
    },
    {
      name: 'signedIn beside an application',
      entry: { ...good, setup: { application: {}, signedIn: true } },
      line: /\/pages\/1\/setup\/signedIn {2}is implied by setup.application/,
    },
    { name: 'signedIn false', entry: { ...good, setup: { signedIn: false } }, line: /\/pages\/1\/setup\/signedIn {2}/ },
    {
      name: 'a banner without dates',
      entry: {
        ...good,
        setup: {
          banners: [{ uuid: 'x', message: 'Hi', apps: ['heloc'], variant: 'info', active: true, dismissable: true }],
        },
      },
      line: /\/pages\/1\/setup\/banners\/0/,
    },
    {
      name: 'mask words that are not in the flow',
      entry: { ...good, mask: [{ textFromFlow: 'pages/login.json#/dashboard/nope' }] },
      line: /\/pages\/1\/mask\/0\/textFromFlow {2}textFromFlow ".*" is not text in flows\/pages\/login.json/,
    },
    {
      name: 'an unknown workflow status',
      entry: { ...good, path: '/a/{application}', setup: { application: { status: 'NOPE' } } },
      line: /\/pages\/1\/setup\/application\/status {2}/,
    },
    {
      name: 'loading words that are not in the flow',
      entry: { ...good, loadingGone: { textFromFlow: 'application/copy.json#/routing/nope' } },
      line: /\/pages\/1\/loadingGone\/textFromFlow {2}.* is not text in flows\/application\/copy.json/,
    },
    {
      name: 'an unknown ready condition',
      entry: { ...registration, interact: { ...registration.interact, ready: { invalidField: false } } },
      line: /\/pages\/1\/interact\/ready/,
    },
  ])('rejects $name with a line naming the place', ({ entry, line }) => {
    const lines = problems([good, entry]);
    expect(lines.length).toBeGreaterThan(0);
    expect(
      lines.some((l) => line.test(l)),
      lines.join('\n'),
    ).toBe(true);
  });

  it('reports a JSON syntax error with its line', () => {
    const doc = parseJsonDocument('page-set.json', '/virtual/page-set.json', '{ "pages": [ }');
    expect(() => checkPageSet(doc, root, flags)).toThrow(/^page-set\.json:1:\d+/);
  });
});

describe('readyHeading', () => {
  it('reads literal text, a dotted path into the manifest or a pointer into a flow file', () => {
    expect(readyHeading({ ...good, ready: { heading: 'Hello' } }, source({}))).toBe('Hello');
    expect(readyHeading(good, source({ footer: { termsLabel: 'Terms of Use' } }))).toBe('Terms of Use');
    const steps = { 'registration/steps.json': { steps: [{ title: 'Tell us about your property' }] } };
    expect(readyHeading(registration, source({}, steps))).toBe('Tell us about your property');
  });

  it('names the brand and path when the manifest has no text there', () => {
    expect(() => readyHeading(good, source({ footer: {} }))).toThrow(
      'page "terms": headingFromBrand "footer.termsLabel" is not text in brands/ACME/manifest.json',
    );
  });

  it('names the page and the reference when the flow file has no text there', () => {
    expect(() => readyHeading(registration, source({}, { 'registration/steps.json': { steps: [] } }))).toThrow(
      'page "registration-errors": headingFromFlow "registration/steps.json#/steps/0/title" is not text in flows/registration/steps.json',
    );
    expect(() => readyHeading(registration, source({}))).toThrow(
      'page "registration-errors": headingFromFlow "registration/steps.json#/steps/0/title": flows/registration/steps.json does not exist',
    );
  });
});

describe('flowText', () => {
  it('follows JSON pointer escapes', () => {
    expect(flowText('a.json#/x~1y/0/a~0b', flowsOf({ 'a.json': { 'x/y': [{ 'a~b': 'Hi' }] } }))).toBe('Hi');
  });

  it('refuses a template, whose words the app fills from context', () => {
    expect(() => flowText('a.json#/t', flowsOf({ 'a.json': { t: 'Listed in the last {months} months?' } }))).toThrow(
      'is a template ("Listed in the last {months} months?")',
    );
  });
});

describe('maskPattern', () => {
  it('matches text that starts with the words, a placeholder standing for any text', () => {
    const flows = flowsOf({ 'a.json': { link: 'Application #{loanNumber}: {street1} (new)', id: 'Application ID#' } });
    const link = maskPattern('a.json#/link', flows);
    expect(link.test('Application #1000042: 12 Main St (new)')).toBe(true);
    expect(link.test('Application #: 12 Main St (new)')).toBe(false);
    expect(link.test('Your Application #1: x (new)')).toBe(false);
    expect(maskPattern('a.json#/id', flows).test('Application ID# 1000042')).toBe(true);
  });
});

describe('interactReady', () => {
  it('is undefined without interactions, the condition itself, or a heading looked up like ready', () => {
    expect(interactReady(good, source({}))).toBeUndefined();
    expect(interactReady(registration, source({}))).toEqual({ invalidField: true });
    const next = {
      ...registration,
      interact: { ...registration.interact!, ready: { headingFromBrand: 'footer.termsLabel' } },
    };
    expect(interactReady(next, source({ footer: { termsLabel: 'Terms' } }))).toEqual({ heading: 'Terms' });
  });
});
