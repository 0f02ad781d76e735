import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineSpan, parseJsonDocument } from '../../lib/json-document';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { APPLICATION_SCREENS_DIR } from '../../generate/emit-application-screens';
import { conditionPointers, written } from './registration-scopes';
import { STATUS_ROUTES_FILE, statusRoutesCheck } from './status-routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = Record<string, any>;

const committed = (): Table => JSON.parse(readFileSync(path.join(REPO_ROOT, STATUS_ROUTES_FILE), 'utf8'));

// The routes are checked against the screens the committed area files define.
const screenFiles = readdirSync(path.join(REPO_ROOT, APPLICATION_SCREENS_DIR)).map((name) => {
  const file = `${APPLICATION_SCREENS_DIR}${name}`;
  return parseJsonDocument(file, path.join(REPO_ROOT, file), readFileSync(path.join(REPO_ROOT, file), 'utf8'));
});

async function problems(table: Table): Promise<string[]> {
  const doc = parseJsonDocument(
    STATUS_ROUTES_FILE,
    path.join(REPO_ROOT, STATUS_ROUTES_FILE),
    `${JSON.stringify(table, null, 2)}\n`,
  );
  const found = await statusRoutesCheck.run({
    rootDir: REPO_ROOT,
    brands: [],
    flowFiles: [doc, ...screenFiles],
    validFiles: new Set(),
  });
  return found.map(formatDiagnostic);
}

const rowOf = (table: Table, status: string) => (table.rows as Table[]).findIndex((r) => r.statuses.includes(status));

describe('status routes check', () => {
  it('passes the committed table', async () => expect(await problems(committed())).toEqual([]));

  // Issue 28: conditions a reviewer reads in a few lines, as `{ scope, schema }` (compiled by generate).
  it('writes each condition of the committed table as scopes, in 6 lines or fewer', () => {
    const file = path.join(REPO_ROOT, STATUS_ROUTES_FILE);
    const doc = parseJsonDocument(STATUS_ROUTES_FILE, file, readFileSync(file, 'utf8'));
    const pointers = [...conditionPointers(written(doc)), '/$defs/bpoRequired'];
    expect(pointers.length).toBeGreaterThan(10);
    const long = pointers
      .map((pointer) => ({ pointer, lines: lineSpan(doc, pointer)!.last - lineSpan(doc, pointer)!.first + 1 }))
      .filter((c) => c.lines > 6);
    expect(long).toEqual([]);
    expect(doc.text).not.toMatch(/"(required|properties)":/);
  });

  it('names a workflow status that has no row', async () => {
    const table = committed();
    table.rows[rowOf(table, 'HMDA')].statuses = ['HMDA_X'];
    expect(await problems(table)).toEqual([
      expect.stringMatching(
        /^flows\/status-routes\.json:\d+:\d+  \/rows\/\d+\/statuses\/0  "HMDA_X" is not a workflow status .* \(did you mean "HMDA"\?\)$/,
      ),
      expect.stringMatching(
        /^flows\/status-routes\.json:\d+:\d+  \/rows  "HMDA" \(schemas\/api\/workflow-status\.schema\.json\) has no row/,
      ),
    ]);
  });

  it('names a flow-stop status that is not a workflow status, or one listed as both ended and blocked', async () => {
    const table = committed();
    table.flowStops.ended = ['CANCELLED', 'DECLINED', 'DECLINE'];
    table.flowStops.blocked = [...table.flowStops.blocked, 'CANCELLED'];
    const last = table.flowStops.blocked.length - 1;
    expect(await problems(table)).toEqual([
      expect.stringContaining('/flowStops/ended/2  "DECLINE" is not a workflow status'),
      expect.stringContaining(`/flowStops/blocked/${last}  "CANCELLED" is listed twice in flowStops`),
    ]);
  });

  it('names a route that no screen file defines', async () => {
    const table = committed();
    const index = rowOf(table, 'HMDA');
    table.rows[index].route = 'start/hmdaa';
    expect(await problems(table)).toEqual([
      expect.stringContaining(
        `/rows/${index}/route  "start/hmdaa" is not a screen of flows/application/screens/ (the application routes under /{uuid}) (did you mean "start/hmda"?)`,
      ),
    ]);
  });

  it('refuses a condition keyword the interpreter does not read, at the keyword', async () => {
    const table = committed();
    const index = rowOf(table, 'GEN_CLOSING_DISCLOSURE');
    table.rows[index].when = { properties: { waitingOnFloodCert: { minProperties: 1 } } };
    const [line] = await problems(table);
    expect(line).toMatch(
      new RegExp(
        `:\\d+:\\d+  /rows/${index}/when/properties/waitingOnFloodCert/minProperties  uses "minProperties", which src/core/status/match-condition.ts does not interpret`,
      ),
    );
  });

  // As the interpreter and ajv read them (and as the registration check lets them through).
  it('takes true and false wherever a condition holds a schema, and refuses other values there', async () => {
    const table = committed();
    const index = rowOf(table, 'GEN_CLOSING_DISCLOSURE');
    const when = table.rows[index].when as Table;
    table.rows[index].when = { allOf: [true, when, { not: false, properties: { waitingOnFloodCert: true } }] };
    expect(await problems(table)).toEqual([]);
    table.rows[index].when = { anyOf: [when, 3] };
    expect(await problems(table)).toEqual([
      expect.stringContaining(`/rows/${index}/when/anyOf/1  must be a JSON Schema the status context must match`),
    ]);
  });

  it('refuses a scope that names no field of the status context, at its file, line and pointer', async () => {
    const table = committed();
    const index = rowOf(table, 'DEED_SIGNING');
    table.rows[index].when = { scope: '/primaryParticipantAccepted', schema: { const: true } };
    const autopay = rowOf(table, 'AUTOPAY_ACCOUNT');
    table.rows[autopay].when = { not: { anyOf: [{ scope: '/isCrypto/value' }, { scope: '/isCrypto' }] } };
    const text = `${JSON.stringify(table, null, 2)}\n`;
    const offset = text.indexOf('"/primaryParticipantAccepted"');
    const line = text.slice(0, offset).split('\n').length;
    const column = offset - text.lastIndexOf('\n', offset);
    const context = 'the status context (schemas/api/heloc-status-response.schema.json)';
    expect(await problems(table)).toEqual([
      expect.stringContaining(
        `/rows/${autopay}/when/not/anyOf/0/scope  names no field of ${context}: /isCrypto is a value with no fields`,
      ),
      `flows/status-routes.json:${line}:${column}  /rows/${index}/when/scope  names no field of ${context}: it has no "primaryParticipantAccepted" (did you mean "primaryParticipantAcceptComplete"?), so the condition could never depend on it`,
    ]);
  });

  it("refuses a keyword the interpreter does not read inside a scope's schema, and checks named conditions", async () => {
    const table = committed();
    const index = rowOf(table, 'DEED_SIGNING');
    table.rows[index].when = { scope: '/propertyState', schema: { format: 'x' } };
    table.$defs = { ...table.$defs, unused: { scope: '/bpoo' } };
    const flood = rowOf(table, 'GEN_CLOSING_DISCLOSURE');
    table.rows[flood].when = { $ref: '../registration/conditions.json#/$defs/newYork' };
    const found = await problems(table);
    expect(found).toEqual([
      expect.stringContaining(`/rows/${flood}/when/$ref  names "../registration/conditions.json#/$defs/newYork"`),
      expect.stringContaining(
        `/rows/${index}/when/schema/format  uses "format", which src/core/status/match-condition.ts`,
      ),
      expect.stringContaining('/$defs/unused/scope  names no field of the status context'),
      expect.stringContaining('/$defs/unused  is named but never used'),
    ]);
    expect(found[2]).toContain('(did you mean "bpo"?)');
  });

  it('refuses a condition on a field the status context does not have', async () => {
    const table = committed();
    const index = rowOf(table, 'DEED_SIGNING');
    table.rows[index].when = { required: ['primaryAccepted'] };
    expect(await problems(table)).toEqual([
      expect.stringContaining(`/rows/${index}/when/required/0  "primaryAccepted" is not a field of the status context`),
    ]);
  });

  it('wants an unconditional row for every status, and reports shadowed rows', async () => {
    const table = committed();
    const rows = table.rows as Table[];
    const fallback = rows.findIndex((r) => r.statuses.includes('GEN_CLOSING_DISCLOSURE') && !r.when);
    rows.splice(fallback, 1);
    const conditional = rowOf(table, 'GEN_CLOSING_DISCLOSURE');
    rows.unshift({ statuses: ['CREDIT_NO_MATCH'], route: 'hold', label: 'x', why: 'test' });
    const found = await problems(table);
    expect(found).toHaveLength(2);
    expect(found.join('\n')).toContain(
      `/rows/1/statuses/0  "CREDIT_NO_MATCH" can never reach this row: row 0 already takes it without a condition`,
    );
    expect(found.join('\n')).toContain(
      `/rows/${conditional + 1}/statuses/0  "GEN_CLOSING_DISCLOSURE" has only rows with a condition`,
    );
  });
});
