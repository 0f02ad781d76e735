import { describe, expect, it } from 'vitest';
import { flowStopOf } from './flow-stops';
import { STATUS_ROUTES } from './resolve-status-route';

// borrower-journey.md section 4, 'Statuses that end or block the flow', word for word.
const SPEC_STOPS = [
  'ASSETS_PREQUAL',
  'CANCELLED',
  'CREDIT_ERROR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'MULTIPLE_PROPERTIES',
  'NO_PROPERTY_FOUND',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
];

describe('flowStopOf', () => {
  it('covers exactly the spec list, each status once', () => {
    const { ended, blocked } = STATUS_ROUTES.flowStops;
    expect([...ended, ...blocked].sort()).toEqual(SPEC_STOPS);
  });

  it.each([
    ['CANCELLED', 'ended'],
    ['DECLINED', 'ended'],
    ['CREDIT_NO_MATCH', 'blocked'],
    ['SOFT_CREDIT_LOCKED_OR_FROZEN', 'blocked'],
    ['ASSETS_PREQUAL', 'blocked'],
    ['OFFER_SELECTION', null],
    ['WAITING_FOR_SOFT_CREDIT', null],
    ['SOMETHING_NEW', null],
  ])('%s -> %s', (status, stop) => expect(flowStopOf(status)).toBe(stop));

  it('reads the table it is given', () => {
    expect(flowStopOf('HMDA', { ended: ['HMDA'], blocked: ['X'], why: 'test' })).toBe('ended');
  });
});
