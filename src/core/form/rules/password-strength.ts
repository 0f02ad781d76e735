import { defineRule } from './rule';

export interface PasswordStrengthParams {
  minLength: number;
  /** The special characters of which one is needed, e.g. !@#$%^&*. */
  specials: string;
}

/** The requirement keys, in the order the strength bar lists them; each is a message key too. */
export const PASSWORD_REQUIREMENTS = ['length', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

/** Which requirements a password misses. */
export function unmetRequirements(value: string, params: PasswordStrengthParams): PasswordRequirement[] {
  const met: Record<PasswordRequirement, boolean> = {
    length: [...value].length >= params.minLength,
    uppercase: /[A-Z]/.test(value),
    lowercase: /[a-z]/.test(value),
    digit: /[0-9]/.test(value),
    special: [...value].some((c) => params.specials.includes(c)),
  };
  return PASSWORD_REQUIREMENTS.filter((r) => !met[r]);
}

/** 0-4 segments of the four-segment bar: all four lit only when every requirement is met. */
export function strengthScore(unmet: number): 0 | 1 | 2 | 3 | 4 {
  const met = PASSWORD_REQUIREMENTS.length - unmet;
  return Math.floor((met * 4) / PASSWORD_REQUIREMENTS.length) as 0 | 1 | 2 | 3 | 4;
}

/** Checks: At least minLength characters with an uppercase letter, a lowercase letter, a digit and one of specials. */
export const passwordStrength = defineRule<PasswordStrengthParams>({
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['minLength', 'specials'],
    properties: { minLength: { type: 'integer', minimum: 1 }, specials: { type: 'string', minLength: 1 } },
  },
  messages: { weak: [], length: ['minLength'], uppercase: [], lowercase: [], digit: [], special: ['specials'] },
  evaluate({ value, params }) {
    if (typeof value !== 'string') return null;
    return unmetRequirements(value, params).length > 0 ? { message: 'weak' } : null;
  },
});
