import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './create-sandbox';
import { helocBody } from './test-support/borrowers';
import { createFixtureRoot, createTestSandbox } from './test-support/test-sandbox';

const BANNERS = '/cdn/banners/heloc-banners.json';

let rootDir: string;
let dataDir: string;
const open: Sandbox[] = [];

async function start(dataFile: string | null | undefined): Promise<Sandbox> {
  const sandbox = await createSandbox(dataFile === undefined ? { rootDir } : { rootDir, dataFile });
  open.push(sandbox);
  return sandbox;
}

async function json(sandbox: Sandbox, method: string, path: string, body?: unknown): Promise<unknown> {
  const init: RequestInit = body === undefined ? { method } : { method, body: JSON.stringify(body) };
  const res = await sandbox.app.request(path, init);
  return res.status === 204 ? undefined : ((await res.json()) as unknown);
}

beforeEach(() => {
  rootDir = createFixtureRoot();
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  rmSync(rootDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps every kind of state across a restart', async () => {
    const file = join(dataDir, 'sandbox.sqlite');
    const first = await start(file);
    await json(first, 'PUT', '/__sandbox/flags', { 'fe-heloc-maintenance': true });
    await json(first, 'POST', '/__sandbox/faults', { method: 'GET', path: '/x', status: 500 });
    await json(first, 'PUT', '/__sandbox/banners', []);
    await json(first, 'POST', '/ft/heloc/event', {
      event: 'page_view',
      sessionKey: { uuid: 'u', epoch: 1, trackerUuid: 't' },
    });
    await first.close();

    const second = await start(file);
    expect(await json(second, 'GET', '/__sandbox/flags')).toEqual({ 'fe-heloc-maintenance': true });
    expect(await json(second, 'GET', '/__sandbox/faults')).toMatchObject({ faults: [{ path: '/x' }] });
    expect(await json(second, 'GET', BANNERS)).toEqual([]);
    expect(await json(second, 'GET', '/__sandbox/telemetry')).toMatchObject({
      events: [{ payload: { event: 'page_view' } }],
    });
  });

  it('keeps identities, sessions and applications across a restart', async () => {
    const file = join(dataDir, 'sandbox.sqlite');
    const first = await start(file);
    const registered = (await json(first, 'POST', '/identity/api/v1/registration/register?organization=ACME', {
      email: 'kept@example.com',
      password: 'Sandbox-Pass1!',
      phoneNumber: '+14155550100',
    })) as { jwt: string };
    const created = await first.app.request('/service-application/api/v3/application/helocs?state=CA', {
      method: 'POST',
      headers: { authorization: `Bearer ${registered.jwt}` },
      body: JSON.stringify(helocBody()),
    });
    const application = (await created.json()) as { uuid: string };
    await first.close();

    const second = await start(file);
    const auth = { headers: { authorization: `Bearer ${registered.jwt}` } };
    const read = await second.app.request(`/service-application/api/v1/application/heloc/${application.uuid}`, auth);
    expect(await read.json()).toEqual(application);
    const login = await json(second, 'POST', '/identity-broker/customer/api/v3/login', {
      email: 'kept@example.com',
      password: 'Sandbox-Pass1!',
    });
    expect(login).toMatchObject({ redirect: '/dashboard' });
  });

  it('recreates and seeds a data file written with another schema', async () => {
    const file = join(dataDir, 'older.sqlite');
    const SQL = await initSqlJs({
      locateFile: (name: string) => createRequire(import.meta.url).resolve(`sql.js/dist/${name}`),
    });
    const old = new SQL.Database();
    old.exec('CREATE TABLE flag_overrides (key TEXT PRIMARY KEY, enabled INTEGER NOT NULL); PRAGMA user_version = 1;');
    old.run("INSERT INTO flag_overrides (key, enabled) VALUES ('fe-webchat', 0)");
    writeFileSync(file, old.export());
    old.close();
    const sandbox = await start(file);
    expect(await json(sandbox, 'GET', '/__sandbox/flags')).toEqual({});
    expect(await json(sandbox, 'GET', '/offercode/HIHOME25')).toMatchObject({ state: 'HI' });
  });

  it('writes the file after each mutating request, before answering', async () => {
    const file = join(dataDir, 'sandbox.sqlite');
    const writer = await start(file);
    await json(writer, 'PUT', '/__sandbox/flags', { 'fe-webchat': false });
    const reader = await start(file);
    expect(await json(reader, 'GET', '/__sandbox/flags')).toEqual({ 'fe-webchat': false });
  });

  it('saves a fault count used by a faulted request', async () => {
    const file = join(dataDir, 'sandbox.sqlite');
    const writer = await start(file);
    await json(writer, 'POST', '/__sandbox/faults', { method: 'GET', path: BANNERS, status: 503, times: 2 });
    await writer.app.request(BANNERS);
    const reader = await start(file);
    expect(await json(reader, 'GET', '/__sandbox/faults')).toMatchObject({ faults: [{ times: 1 }] });
  });

  it('defaults to <rootDir>/.sandbox-data/sandbox.sqlite', async () => {
    await start(undefined);
    expect(existsSync(join(rootDir, '.sandbox-data', 'sandbox.sqlite'))).toBe(true);
  });

  it('keeps nothing on disk with dataFile null', async () => {
    const sandbox = await start(null);
    await json(sandbox, 'PUT', '/__sandbox/flags', { 'fe-webchat': false });
    expect(existsSync(join(rootDir, '.sandbox-data'))).toBe(false);
  });

  it('refuses a data file that is not SQLite, naming it', async () => {
    const file = join(dataDir, 'broken.sqlite');
    writeFileSync(file, 'not a database at all, just some text that is long enough');
    await expect(createSandbox({ rootDir, dataFile: file }).then((s) => open.push(s))).rejects.toThrow(file);
  });
});

describe('brands', () => {
  it('tolerates manifests with missing fields and a half-written one', async () => {
    const root = createFixtureRoot({
      ZED: { orgCode: 'ZED' },
      ACME: { orgCode: 'ACME', isDefault: true, statesServed: ['CA'] },
    });
    writeFileSync(join(root, 'brands', 'ZED', 'manifest.json'), '{"orgCode": "ZED", ');
    const t = await createTestSandbox({ rootDir: root });
    try {
      const res = await t.call('GET', '/service-application/external/api/v1/heloc/state-licenses?orgCode=ACME');
      expect(res.body).toEqual({ items: [{ abbrev: 'CA' }] });
      expect(
        (await t.call('GET', '/service-application/external/api/v1/heloc/state-licenses?orgCode=ZED')).status,
      ).toBe(400);
    } finally {
      await t.dispose();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('re-reads brands on reset', async () => {
    const t = await createTestSandbox({ rootDir });
    writeFileSync(
      join(rootDir, 'brands', 'BETA', 'manifest.json'),
      JSON.stringify({ orgCode: 'BETA', statesServed: ['WA'] }),
    );
    await t.sandbox.reset();
    const res = await t.call('GET', '/service-application/external/api/v1/heloc/state-licenses?orgCode=BETA');
    expect(res.body).toEqual({ items: [{ abbrev: 'WA' }] });
    await t.sandbox.close();
  });
});
