import { describe, expect, it } from 'vitest';
import { findRuleUse } from '@/core/registration';
import { signerPasswordErrors } from './signer-password';

const messages = { required: 'Required', mismatch: "Passwords don't match" };
const weak = findRuleUse('password-strength')!.messages.weak;
const STRONG = 'Harbor!Light42x';

describe('signerPasswordErrors', () => {
  it.each([
    [
      'nothing entered',
      {},
      [
        ['/password', 'Required'],
        ['/confirmPassword', 'Required'],
      ],
    ],
    ['a weak password', { password: 'short', confirmPassword: 'short' }, [['/password', weak]]],
    [
      'no special character',
      { password: 'HarborLight42xx', confirmPassword: 'HarborLight42xx' },
      [['/password', weak]],
    ],
    [
      'a mismatch',
      { password: STRONG, confirmPassword: `${STRONG}!` },
      [['/confirmPassword', "Passwords don't match"]],
    ],
    ['a strong, matching password', { password: STRONG, confirmPassword: STRONG }, []],
  ])('%s', (_name, values, expected) => {
    expect(signerPasswordErrors(values, messages).map((e) => [e.pointer, e.message])).toEqual(expected);
  });

  it('uses the registration flow words for a weak password', () => expect(weak).toBe('Password is not strong enough'));
});
