import { describe, expect, it } from 'vitest';
import { flowFormAnswers, flowFormErrors } from '@/core/form/flow-forms';
import { applicationUuidIn, feedbackCall, FEEDBACK_PATH, FEEDBACK_TO_CEO_PATH } from './feedback';

const uuid = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const answers = { topic: 'Improve our product', message: 'Please add a dark mode.', marketingConsent: true } as const;

describe('the feedback form (flows/forms/feedback.json)', () => {
  const messages = (data: object) => flowFormErrors('feedback', data).map((e) => [e.pointer, e.message]);

  it('asks for every field', () =>
    expect(messages({})).toEqual([
      ['/topic', 'Required'],
      ['/message', 'Required'],
      ['/marketingConsent', 'Required'],
    ]));

  it.each([
    ['of 9 characters is too short', 'x'.repeat(9), [['/message', 'Must be at least 10 characters']]],
    ['of 10 characters is taken', 'x'.repeat(10), []],
    ['of 1000 characters is taken', 'x'.repeat(1000), []],
    ['of 1001 characters is too long', 'x'.repeat(1001), [['/message', 'Must be at most 1000 characters']]],
    ['short but for its spaces is too short', '   short    ', [['/message', 'Must be at least 10 characters']]],
  ])('a message %s', (_name, message, expected) => expect(messages({ ...answers, message })).toEqual(expected));

  it('offers the two topics only', () => {
    expect(messages({ ...answers, topic: 'Give us a compliment' })).toEqual([]);
    expect(messages({ ...answers, topic: 'Something else' })).toEqual([['/topic', 'Required']]);
  });

  it('trims the message it sends', () =>
    expect(flowFormAnswers('feedback', { ...answers, message: '  Please add a dark mode.  ' }).message).toBe(
      'Please add a dark mode.',
    ));
});

describe('feedbackCall', () => {
  it('goes to the CEO on the provider brand, with the application, pathname and HELOC', () =>
    expect(feedbackCall(answers, { pathname: `/account/heloc/${uuid}/product/select` }, 'provider')).toEqual({
      path: FEEDBACK_TO_CEO_PATH,
      body: {
        ...answers,
        applicationUuid: uuid,
        pathname: `/account/heloc/${uuid}/product/select`,
        productType: 'HELOC',
      },
    }));

  it('is plain feedback on any other brand, without an application off its pages', () =>
    expect(feedbackCall(answers, { pathname: '/dashboard' }, 'credit-union')).toEqual({
      path: FEEDBACK_PATH,
      body: { ...answers, pathname: '/dashboard', productType: 'HELOC' },
    }));

  it.each([
    [`/account/heloc/${uuid}`, '', uuid],
    [`/account/heloc/heloc-signer/${uuid}/sign`, '', uuid],
    ['/account/heloc/heloc-signer/sign', `?application=${uuid}`, uuid],
    ['/account/heloc/register-v2/property', '', undefined],
    ['/dashboard', '?application=nope', undefined],
  ])('finds the application of %s%s', (pathname, search, found) =>
    expect(applicationUuidIn(pathname, search)).toBe(found),
  );
});
