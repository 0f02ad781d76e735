import { describe, expect, it } from 'vitest';
import { flowFormAnswers, flowFormErrors } from './flow-forms';

// flows/forms/signer-invite.json, checked by the core as the additional-signers widget does.
const sam = { firstName: 'Sam', lastName: 'Doe-Lee', email: 'sam@example.com' };
const errorsOf = (values: object, taken: string[] = []) =>
  Object.fromEntries(flowFormErrors('signer-invite', values, { taken }).map((e) => [e.pointer, e.message]));

describe('the signer invitation form', () => {
  it.each([
    [sam, {}],
    [{ ...sam, firstName: ' ' }, { '/firstName': 'Please enter the first name' }],
    [{ ...sam, firstName: 'S' }, { '/firstName': 'First name must be at least 2 characters long' }],
    [{ ...sam, firstName: ' Al ' }, {}],
    [{ ...sam, lastName: '' }, { '/lastName': 'Last name is required' }],
    [{ ...sam, lastName: 'D' }, { '/lastName': 'Last name must be at least 2 characters long' }],
    [{ ...sam, firstName: 'S@m' }, { '/firstName': 'Some of the characters entered are not supported.' }],
    [{ ...sam, firstName: '1' }, { '/firstName': 'Some of the characters entered are not supported.' }],
    [{ ...sam, email: '' }, { '/email': "Please enter the co-owner's email" }],
    [{ ...sam, email: 'sam@example' }, { '/email': 'Please enter a valid email address' }],
    [{ ...sam, email: `${'a'.repeat(250)}@example.com` }, { '/email': 'Please enter a valid email address' }],
  ])('%j -> %j', (values, errors) => {
    expect(errorsOf(values)).toEqual(errors);
  });

  it('refuses an email already invited, ignoring case and spaces', () => {
    expect(errorsOf({ ...sam, email: 'SAM@example.com ' }, ['sam@example.com'])).toEqual({
      '/email': 'You have already invited this email address',
    });
  });

  it('sends the names and the email trimmed', () => {
    expect(
      flowFormAnswers('signer-invite', { firstName: ' Alex ', lastName: 'Rivera ', email: ' alex@example.com' }),
    ).toEqual({ firstName: 'Alex', lastName: 'Rivera', email: 'alex@example.com' });
  });
});
