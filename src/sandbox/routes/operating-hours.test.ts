import { afterEach, describe, expect, it } from 'vitest';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

const HOURS = '/service-operating-hours/external/api/v1/hours';
// Seeded OPS_CHAT: weekdays 13:00-23:00 UTC, Saturday 16:00-21:00, Sunday closed.
const MONDAY_NOON_UTC = '2025-03-03T12:00:00Z';

let t: TestSandbox;
afterEach(() => t.dispose());

async function at(iso: string): Promise<TestSandbox> {
  t = await createTestSandbox({ now: () => new Date(iso) });
  return t;
}

describe('GET /hours/{department}', () => {
  it.each([
    [`${HOURS}/OPS_CUSTOMER_SERVICE`],
    [`${HOURS}/OPS_LOAN_SERVICING?display=true`],
    [`${HOURS}/OPS_CHAT/week?display=true`],
  ])('%s answers a week', async (path) => {
    await at(MONDAY_NOON_UTC);
    const res = await t.call('GET', path, undefined, { 'x-org': 'ACME' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
    expect(schemaProblems('business-hours-week', res.body)).toEqual([]);
  });

  it('gives hours to a department only a brand names', async () => {
    await at(MONDAY_NOON_UTC);
    expect((await t.call('GET', `${HOURS}/OPS_BETA_SUPPORT`, undefined, { 'x-org': 'BETA' })).status).toBe(200);
  });

  it.each([
    [`${HOURS}/OPS_NOPE`, 'no org header', 404, {}, "Unknown department 'OPS_NOPE'"],
    [`${HOURS}/OPS_NOPE/openStatus`, 'no org header', 404, {}, "Unknown department 'OPS_NOPE'"],
    [`${HOURS}/OPS_CHAT`, 'org NOPE', 400, { 'x-org': 'NOPE' }, "Unknown organization 'NOPE'"],
    [`${HOURS}/OPS_CHAT?display=maybe`, 'no org header', 400, {}, 'display must be one of true, false'],
  ])('%s, %s -> %s', async (path, _org, status, headers, message) => {
    await at(MONDAY_NOON_UTC);
    const res = await t.call('GET', path, undefined, headers);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });
});

describe('GET /hours/OPS_CHAT/openStatus', () => {
  it.each([
    ['2025-03-03T12:59:00Z', false],
    ['2025-03-03T13:00:00Z', true],
    ['2025-03-03T22:59:00Z', true],
    ['2025-03-03T23:00:00Z', false],
    ['2025-03-08T17:00:00Z', true],
    ['2025-03-09T17:00:00Z', false],
  ])('at %s open is %s', async (iso, open) => {
    await at(iso);
    const res = await t.call('GET', `${HOURS}/OPS_CHAT/openStatus`);
    expect(res.body).toEqual({ open });
    expect(schemaProblems('open-status-response', res.body)).toEqual([]);
  });
});

describe('PUT /__sandbox/hours/{department}', () => {
  const allDay = [{ weekday: 'MONDAY', weekdayValue: 1, isOpen: true, startTime: '00:00', endTime: '00:00' }];

  it('replaces the week, and openStatus follows', async () => {
    await at(MONDAY_NOON_UTC);
    expect((await t.call('PUT', '/__sandbox/hours/OPS_CHAT', allDay)).status).toBe(200);
    expect((await t.call('GET', `${HOURS}/OPS_CHAT`)).body).toEqual(allDay);
    expect((await t.call('GET', `${HOURS}/OPS_CHAT/openStatus`)).body).toEqual({ open: true });
  });

  it.each([
    [
      'a 12-hour start time',
      'OPS_CHAT',
      [{ ...allDay[0], startTime: '9:00' }],
      'Request body[0].startTime must be a 24-hour time HH:mm',
    ],
    [
      'a Monday numbered 2',
      'OPS_CHAT',
      [{ ...allDay[0], weekdayValue: 2 }],
      'Request body[0].weekdayValue must be 1 for MONDAY',
    ],
    ['a day given twice', 'OPS_CHAT', [allDay[0], allDay[0]], 'Request body[1].weekday repeats MONDAY'],
    ['a day without isOpen', 'OPS_CHAT', [{ ...allDay[0], isOpen: undefined }], 'Request body[0].isOpen is required'],
    ['a lower-case department', 'ops-chat', allDay, 'department must be upper-case letters, digits and underscores'],
  ])('400 for %s on %s', async (_name, department, body, message) => {
    await at(MONDAY_NOON_UTC);
    const res = await t.call('PUT', `/__sandbox/hours/${department}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
