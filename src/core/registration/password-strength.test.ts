import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRuleUse } from './flow';
import { passwordStrength } from './password-strength';

const use = findRuleUse('password-strength')!;
const words = (key: string) => use.messages[key]!.replace('{minLength}', '12').replace('{specials}', '!@#$%^&*');

describe('passwordStrength', () => {
  it.each([
    ['', 0, ['length', 'uppercase', 'lowercase', 'digit', 'special']],
    ['abc', 0, ['length', 'uppercase', 'digit', 'special']],
    ['abcdefghijkl', 1, ['uppercase', 'digit', 'special']],
    ['Abcdefghijkl', 2, ['digit', 'special']],
    ['Abcdefghijk1', 3, ['special']],
    ['Abcdefghij1!', 4, []],
    ['ABCDEFGHIJ1?', 2, ['lowercase', 'special']],
  ])('%j scores %i', (value, score, unmet) => {
    expect(passwordStrength(value)).toEqual({ score, unmet: unmet.map((key) => ({ key, message: words(key) })) });
  });

  it('reaches 4 exactly when nothing is unmet', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const { score, unmet } = passwordStrength(value);
        expect(score === 4).toBe(unmet.length === 0);
      }),
    );
  });
});
