import { describe, expect, it } from 'vitest';
import { badRequests } from './bad-requests';
import { DEFAULT_CONTRACT, readContract } from './certify';
import { checkAnswer, type Answer } from './check-answer';
import { loadContractSchemas } from './contract-schemas';
import { operationsOf, type Operation } from './openapi-operations';
import { fillPlaceholders } from './placeholders';
import { runKit } from './run-kit';
import { formatTable, type Row } from './table';

const doc = readContract(DEFAULT_CONTRACT);
const schemas = loadContractSchemas(doc);
const operations = operationsOf(doc);
const operation = (id: string): Operation => operations.find((op) => op.operationId === id)!;
const component = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (status: number, body: unknown): Answer => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});
const ERROR = {
  status: 400,
  message: 'display must be true or false',
  errors: [{ pointer: '/display', message: 'x' }],
};

describe('placeholders', () => {
  it('fills a whole-string placeholder with the value itself, and one inside a string as text', () => {
    const { value, missing } = fillPlaceholders({ a: '{{n}}', b: 'id-{{n}}', c: ['{{list}}'] }, { n: 7, list: [1] });
    expect(value).toEqual({ a: 7, b: 'id-7', c: [[1]] });
    expect(missing).toEqual([]);
  });

  it('lists the placeholders the run has no value for', () => {
    expect(fillPlaceholders({ a: '{{applicationUuid}}', b: '{{org}}' }, { org: 'ACME' }).missing).toEqual([
      'applicationUuid',
    ]);
  });

  it('makes a fresh email and uuid at each use', () => {
    const { value } = fillPlaceholders(['{{uniqueEmail}}', '{{uniqueEmail}}', '{{newUuid}}', '{{newUuid}}'], {});
    const [e1, e2, u1, u2] = value as string[];
    expect(e1).not.toBe(e2);
    expect(u1).not.toBe(u2);
  });
});

describe('bad requests', () => {
  it('drops a required property, gives one another type, and one a value outside its enum', () => {
    const bad = badRequests(schemas, component('bank-link-oauth-request'), {
      purpose: 'INCOME',
      redirectUri: '/account/heloc/plaid-oauth-success',
    });
    expect(bad.map((b) => [b.kind, b.pointer])).toEqual([
      ['missing required', '/purpose'],
      ['wrong type', '/purpose'],
      ['outside enum', '/purpose'],
    ]);
    expect(bad[0]!.value).toEqual({ redirectUri: '/account/heloc/plaid-oauth-success' });
    expect(bad[1]!.value.purpose).toBe(12345);
  });

  it('gives a whole-dollar field a string', () => {
    const bad = badRequests(schemas, component('tasks.estimate-value'), { estimatedValue: 450000 });
    expect(bad.find((b) => b.kind === 'wrong type')?.value).toEqual({ estimatedValue: 'not-a-valid-value' });
  });

  it('leaves out a kind the contract would still accept', () => {
    // oneOf at the top: no property of the chosen branch is listed at the top level.
    expect(badRequests(schemas, component('tasks.set-autopay-account'), { sameAsDisbursement: true })).toEqual([]);
  });

  it('makes only the kinds asked for', () => {
    const bad = badRequests(schemas, operation('getOpenStatus').query!, { display: 'true' }, [
      'missing required',
      'outside enum',
    ]);
    expect(bad.map((b) => b.kind)).toEqual(['outside enum']);
  });
});

describe('an answer judged by the contract', () => {
  const op = operation('getOpenStatus');

  it('passes a success body that matches the response schema', () => {
    expect(checkAnswer(op, 'valid', json(200, { open: true }), schemas)).toEqual({
      result: 'passed',
      why: '200 open-status-response',
    });
  });

  it('fails a field of the wrong type, naming it', () => {
    const verdict = checkAnswer(op, 'valid', json(200, { open: 'yes' }), schemas);
    expect(verdict.result).toBe('failed');
    expect(verdict.why).toContain('/open must be boolean');
  });

  it('fails a status the contract does not list, and says so', () => {
    const verdict = checkAnswer(op, 'outside enum', json(422, { status: 422, message: 'no' }), schemas);
    expect(verdict).toEqual({
      result: 'failed',
      why: 'answered 422, expected 400 (not a status the contract lists: 200, 400, 404): no',
    });
  });

  it('passes a 400 with the error body, noting the field it names', () => {
    expect(checkAnswer(op, 'outside enum', json(400, ERROR), schemas, '/display')).toEqual({
      result: 'passed',
      why: '400 api-error, names /display',
    });
  });

  it('fails a 400 whose body is not the error body', () => {
    expect(checkAnswer(op, 'outside enum', json(400, { error: 'bad' }), schemas).result).toBe('failed');
  });

  it('wants a task sent for another status refused with 409, not applied', () => {
    const task = operation('taskConfirmBank');
    const refused = { status: 409, message: 'stale', errors: [{ pointer: '/x-application-status', message: 'x' }] };
    expect(checkAnswer(task, 'stale status', json(409, refused), schemas, '/x-application-status')).toEqual({
      result: 'passed',
      why: '409 api-error, names /x-application-status',
    });
    expect(checkAnswer(task, 'stale status', json(200, {}), schemas).why).toBe('answered 200, expected 409');
  });

  it('fails a 204 with a body', () => {
    const verdict = checkAnswer(operation('postErrorReport'), 'valid', json(204, {}), schemas);
    expect(verdict).toEqual({ result: 'failed', why: '204 with a body' });
  });
});

describe('the kit against a back end', () => {
  /** A back end that answers openStatus with the given body, and every bad request with the error body. */
  const backEnd =
    (open: unknown): typeof fetch =>
    async (input) => {
      const url = new URL(String(input));
      const body = url.searchParams.get('display') === 'true' ? { open } : ERROR;
      return new Response(JSON.stringify(body), {
        status: 'open' in body ? 200 : 400,
        headers: { 'content-type': 'application/json' },
      });
    };
  const run = (open: unknown) =>
    runKit({
      baseUrl: 'http://backend.test',
      operations: [operation('getOpenStatus')],
      schemas,
      vars: { org: 'ACME', department: 'OPS_CHAT' },
      fetch: backEnd(open),
    });

  it('passes every row of a back end that meets the contract', async () => {
    const rows = await run(true);
    expect(rows.map((r) => `${r.case}: ${r.result}`)).toEqual(['outside enum: passed', 'valid: passed']);
  });

  it('fails the row whose response field has the wrong type', async () => {
    const rows = await run('yes');
    expect(rows.find((r) => r.case === 'valid')).toMatchObject({ result: 'failed', why: 'body /open must be boolean' });
  });
});

describe('the table', () => {
  it('prints one line per row under a header, then the counts', () => {
    const rows: Row[] = [
      {
        operationId: 'getOpenStatus',
        call: 'GET /hours/{department}/openStatus',
        case: 'valid',
        result: 'passed',
        why: '200',
      },
      {
        operationId: 'getOfferCode',
        call: 'GET /offercode/{code}',
        case: 'valid',
        result: 'not checked',
        why: 'needs offerCode',
      },
    ];
    const lines = formatTable(rows).split('\n');
    expect(lines[0]).toMatch(/^operation\s+method path\s+case\s+result\s+why$/);
    expect(lines[2]).toMatch(/^getOpenStatus\s+GET \/hours\/\{department\}\/openStatus\s+valid\s+passed\s+200$/);
    expect(lines.at(-1)).toBe('1 passed, 0 failed, 1 not checked');
  });
});
