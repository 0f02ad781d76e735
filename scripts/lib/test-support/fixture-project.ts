import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineFlowRefs } from '../flow-refs';
import { parseJsonDocument } from '../json-document';
import { listFiles, relativePosix } from '../list-files';

/**
 * A small, valid project in a temp folder for script tests: the repo's real schemas (and the
 * contract written from them), three brands (a default provider with its New York variant, and a
 * credit union) and a flag list.
 * Tests break one thing at a time and look for exactly one diagnostic.
 */
export interface FixtureProject {
  rootDir: string;
  write(relPath: string, text: string): Promise<void>;
  writeJson(relPath: string, value: unknown): Promise<void>;
  /** Rewrites a brand's manifest (2-space JSON, like the committed ones). */
  editManifest(orgCode: string, edit: (manifest: LooseJson) => void): Promise<void>;
  remove(relPath: string): Promise<void>;
  cleanup(): Promise<void>;
}

/** Tests poke at arbitrary nested fields, wrong types included, so manifests are loosely typed here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = Record<string, any>;

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const FIXTURE_FLAG = 'fe-heloc-back-of-id';
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" role="img"><rect width="120" height="40" fill="#0b3d91"/></svg>\n';

export function fixtureManifest(orgCode: string): LooseJson {
  return {
    $schema: '../../schemas/brand-manifest.schema.json',
    orgCode,
    displayName: `${orgCode} Home Equity`,
    legalName: `${orgCode} Lending LLC`,
    kind: 'credit-union',
    hostPrefixes: [orgCode.toLowerCase().replace(/_/g, '-')],
    theme: {
      logo: { file: 'logo.svg', alt: `${orgCode} Home Equity` },
      fontStack: 'Arial, Helvetica, sans-serif',
      colors: {
        background: '#ffffff',
        surface: '#f5f5f5',
        text: '#1a1a1a',
        mutedText: '#595959',
        link: '#0b3d91',
        primary: '#0b3d91',
        onPrimary: '#ffffff',
        border: '#767676',
        focus: '#0b3d91',
        error: '#b00020',
        navBackground: '#eef3fb',
        navText: '#0b3d91',
        footerBackground: '#eeeeee',
        footerText: '#1a1a1a',
        footerLink: '#0b3d91',
      },
    },
    support: { phone: '(555) 555-0100', email: 'help@example.com', hoursDepartment: 'OPS_CUSTOMER_SERVICE' },
    company: { address: { street1: '1 Main Street', city: 'Austin', state: 'TX', zip: '78701' }, nmls: '123456' },
    statesServed: ['TX', 'CA'],
    footer: { termsLabel: 'Terms of Service', extraLinks: [], disclaimers: [], housingLogo: 'equal-housing-lender' },
    stateRestrictions: { newYork: { site: 'none' }, hawaii: { refer: false }, regulatorReview: [] },
    products: { heloc: true, dscr: false, cryptoBacked: false, interestOnly62Plus: false },
    referral: { loanOfficerRequired: false },
    menus: { feedbackLink: false, portfolioManager: false },
  };
}

function fixtureBrands(): Record<string, LooseJson> {
  const alpha = fixtureManifest('ALPHA');
  Object.assign(alpha, { kind: 'provider', isDefault: true });
  alpha.stateRestrictions.newYork = { site: 'non-ny-site', counterpartOrg: 'ALPHA_NY' };
  // The main brand's rule: the default refers Hawaii properties to a partner.
  alpha.stateRestrictions.hawaii = {
    refer: true,
    partnerName: 'Island Partner',
    partnerUrl: 'https://island.example/apply',
  };
  const alphaNy = fixtureManifest('ALPHA_NY');
  alphaNy.kind = 'provider-variant';
  alphaNy.stateRestrictions.newYork = { site: 'ny-site', counterpartOrg: 'ALPHA' };
  const beta = fixtureManifest('BETA');
  beta.flags = { [FIXTURE_FLAG]: false };
  return { ALPHA: alpha, ALPHA_NY: alphaNy, BETA: beta };
}

const MINIMAL_FLAGS = {
  $schema: '../schemas/flows/feature-flags.schema.json',
  flags: [{ key: FIXTURE_FLAG, default: true, description: 'Asks for the back of the ID card.' }],
};

/** A flow file of the repository as validate and generate read it: its `$ref`s inlined (flow-refs.ts). */
export async function readRealFlow(file: string): Promise<LooseJson> {
  const files = await listFiles(path.join(REPO_ROOT, 'flows'), (p) => p.endsWith('.json'));
  const docs = await Promise.all(
    files.map(async (abs) => parseJsonDocument(relativePosix(REPO_ROOT, abs), abs, await readFile(abs, 'utf8'))),
  );
  return inlineFlowRefs(docs).values.get(file) as LooseJson;
}

export async function createFixtureProject(): Promise<FixtureProject> {
  const rootDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-fixture-'));
  const abs = (relPath: string) => path.join(rootDir, relPath);
  const write = async (relPath: string, text: string) => {
    await mkdir(path.dirname(abs(relPath)), { recursive: true });
    await writeFile(abs(relPath), text);
  };
  const writeJson = (relPath: string, value: unknown) => write(relPath, `${JSON.stringify(value, null, 2)}\n`);
  await cp(path.join(REPO_ROOT, 'schemas'), abs('schemas'), { recursive: true });
  // The contract written from those schemas, so the fixture's is current (validate checks it).
  await cp(path.join(REPO_ROOT, 'contract', 'openapi.json'), abs('contract/openapi.json'));
  for (const [orgCode, manifest] of Object.entries(fixtureBrands())) {
    await writeJson(`brands/${orgCode}/manifest.json`, manifest);
    await write(`brands/${orgCode}/logo.svg`, LOGO_SVG);
  }
  const realFlags = path.join(REPO_ROOT, 'flows/feature-flags.json');
  const hasFlagSchema = existsSync(abs('schemas/flows/feature-flags.schema.json'));
  if (existsSync(realFlags) && hasFlagSchema) await cp(realFlags, abs('flows/feature-flags.json'));
  else if (hasFlagSchema) await writeJson('flows/feature-flags.json', MINIMAL_FLAGS);
  return {
    rootDir,
    write,
    writeJson,
    async editManifest(orgCode, edit) {
      const relPath = `brands/${orgCode}/manifest.json`;
      const manifest = JSON.parse(await readFile(abs(relPath), 'utf8'));
      edit(manifest);
      await writeJson(relPath, manifest);
    },
    remove: (relPath) => rm(abs(relPath), { recursive: true, force: true }),
    cleanup: () => rm(rootDir, { recursive: true, force: true }),
  };
}
