import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { US_STATES } from '../../core/geo/us-states';
import { createSandbox, type Sandbox, type SandboxOptions } from '../create-sandbox';
import { createSchemaRegistry, type SchemaRegistry } from '../schema-registry';
import { toFieldErrors } from '../validation-errors';

/**
 * Test helpers. Tests never read the real brands/ (being written, and free to change): they
 * get a temp root with two tiny manifests and the real flows/feature-flags.json.
 */

export const FIXTURE_BRANDS = {
  ACME: {
    orgCode: 'ACME',
    isDefault: true,
    statesServed: ['CA', 'TX', 'FL'],
    support: { hoursDepartment: 'OPS_CUSTOMER_SERVICE' },
    flags: { 'fe-heloc-rate-buy-down': true },
  },
  BETA: {
    orgCode: 'BETA',
    statesServed: ['NY', 'NJ'],
    support: { hoursDepartment: 'OPS_BETA_SUPPORT' },
    flags: { 'fe-webchat': false, 'fe-heloc-ca-fires': false },
  },
  /** Lends everywhere (CA, NY, HI and TX included), for loops over every state. */
  WIDE: {
    orgCode: 'WIDE',
    statesServed: US_STATES.map((s) => s.abbrev),
  },
  /** Takes applications only through a loan officer (referral.loanOfficerRequired). */
  REFD: {
    orgCode: 'REFD',
    statesServed: ['CA', 'OR', 'WA', 'TX'],
    referral: { loanOfficerRequired: true },
  },
} as const;

const FLAG_LIST = fileURLToPath(new URL('../../../flows/feature-flags.json', import.meta.url));
/** The chat's queue fallback (wait and notice), read by the console listing and the socket. */
const QUEUE_FALLBACK = fileURLToPath(new URL('../../../flows/chat/queue-fallback.json', import.meta.url));

export function createFixtureRoot(brands: Record<string, unknown> = FIXTURE_BRANDS): string {
  const rootDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  for (const [orgCode, manifest] of Object.entries(brands)) {
    mkdirSync(join(rootDir, 'brands', orgCode), { recursive: true });
    writeFileSync(join(rootDir, 'brands', orgCode, 'manifest.json'), JSON.stringify(manifest));
  }
  mkdirSync(join(rootDir, 'flows'));
  copyFileSync(FLAG_LIST, join(rootDir, 'flows', 'feature-flags.json'));
  mkdirSync(join(rootDir, 'flows', 'chat'));
  copyFileSync(QUEUE_FALLBACK, join(rootDir, 'flows', 'chat', 'queue-fallback.json'));
  return rootDir;
}

export interface TestSandbox {
  sandbox: Sandbox;
  rootDir: string;
  /** Sends a request; a body object is sent as JSON. Answers status, headers and parsed body. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  dispose(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read fields freely
}

export async function createTestSandbox(opts: SandboxOptions & { rootDir?: string } = {}): Promise<TestSandbox> {
  const ownRoot = opts.rootDir === undefined;
  const rootDir = opts.rootDir ?? createFixtureRoot();
  const sandbox = await createSandbox({ dataFile: null, ...opts, rootDir });
  return {
    sandbox,
    rootDir,
    async call(method, path, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
      const res = await sandbox.app.request(path, init);
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
    async dispose() {
      await sandbox.close();
      if (ownRoot) rmSync(rootDir, { recursive: true, force: true });
    },
  };
}

let registry: SchemaRegistry | undefined;

/** Problems of a response against schemas/api/<schema>.schema.json; empty when it conforms. */
export function schemaProblems(schema: string, value: unknown): string[] {
  registry ??= createSchemaRegistry();
  const validate = registry.get('api', schema);
  return validate(value) ? [] : toFieldErrors(validate.errors ?? []).map((e) => `${e.pointer} ${e.message}`);
}
