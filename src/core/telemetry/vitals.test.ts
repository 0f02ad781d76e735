import { describe, expect, it } from 'vitest';
import validateEvent from '@/generated/validators/telemetry-event-request.js';
import { eventPayload } from './event-payload';
import { vitalEvent, vitalsSampled, type VitalMeasure } from './vitals';

const page = { pagePath: '/account/heloc/register-v2', orgCode: 'GRANITE_TRUST' };
const measure = (name: VitalMeasure['name'], value: number): VitalMeasure => ({
  name,
  value,
  rating: 'good',
  id: `v5-${name}-1`,
  navigationType: 'navigate',
});

describe('vitalEvent', () => {
  it.each([
    ['LCP', 1234.56, 1235],
    ['INP', 87.4, 87],
    ['CLS', 0.012345, 0.0123],
  ] as const)('%s %s is reported as %s, with its page and brand', (name, value, reported) => {
    const event = vitalEvent(measure(name, value), page);
    expect(event).toMatchObject({
      event: 'web-vital',
      pagePath: page.pagePath,
      eventProperties: {
        metric: name,
        value: reported,
        rating: 'good',
        metricId: `v5-${name}-1`,
        orgCode: 'GRANITE_TRUST',
      },
      dontDedupe: true,
    });
  });

  it('makes an event body the telemetry contract accepts', () => {
    const sessionKey = { uuid: 's', epoch: 1, trackerUuid: 't' };
    const facts = { domain: 'granitetrust.localhost', pagePath: '/dashboard', queryParams: {} };
    const body = eventPayload(vitalEvent(measure('LCP', 900), page), facts, sessionKey, null);
    expect(validateEvent(body)).toBe(true);
    expect(body.pagePath).toBe(page.pagePath);
  });
});

describe('vitalsSampled', () => {
  it.each([
    [0, 0, false],
    [0.999, 1, true],
    [0.2, 0.25, true],
    [0.3, 0.25, false],
  ])('random %s at rate %s: %s', (random, rate, sampled) => expect(vitalsSampled(random, rate)).toBe(sampled));
});
