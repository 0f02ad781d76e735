import { describe, expect, it } from 'vitest';
import { flowFormAnswers, flowFormErrors } from './flow-forms';

// flows/forms/signer-invite.json, checked by the core as the additional-signers widget does.
const sam = { firstName: 'Sam', lastName: 'Doe-Lee', email: 'sam@example.com' };
const errorsOf = (values: object, taken: string[] = []) =>
  Object.fromEntries(flowFormErrors('signer-invite', values, { taken }).map((e) => [e.pointer, e.message]));

describe('the signer invitation form', () => {
  it.each([
    ['every field answered', sam, {}],
    ['a blank first name', { ...sam, firstName: ' ' }, { '/firstName': 'Please enter the first name' }],
    [
      'a one-letter first name',
      { ...sam, firstName: 'S' },
      { '/firstName': 'First name must be at least 2 characters long' },
    ],
    ['a first name with spaces around it', { ...sam, firstName: ' Al ' }, {}],
    ['no last name', { ...sam, lastName: '' }, { '/lastName': 'Last name is required' }],
    [
      'a one-letter last name',
      { ...sam, lastName: 'D' },
      { '/lastName': 'Last name must be at least 2 characters long' },
    ],
    [
      'a first name with a symbol',
      { ...sam, firstName: 'S@m' },
      { '/firstName': 'Some of the characters entered are not supported.' },
    ],
    [
      'a first name of a digit',
      { ...sam, firstName: '1' },
      { '/firstName': 'Some of the characters entered are not supported.' },
    ],
    ['no email', { ...sam, email: '' }, { '/email': "Please enter the co-owner's email" }],
    [
      'an email without a top-level domain',
      { ...sam, email: 'sam@example' },
      { '/email': 'Please enter a valid email address' },
    ],
    [
      'an email of 262 characters',
      { ...sam, email: `${'a'.repeat(250)}@example.com` },
      { '/email': 'Please enter a valid email address' },
    ],
  ])('%s', (_name, values, errors) => {
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
