import { fillTemplate } from '@/core/text/template';
import { findRuleUse } from './flow';
import { strengthScore, unmetRequirements, type PasswordStrengthParams } from '@/core/form/rules/password-strength';

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; unmet: { key: string; message: string }[] };

/**
 * The strength bar of the password field: score 0-4 and the unmet requirements with their words,
 * both from the password-strength rule as the flow configures it.
 */
export function passwordStrength(value: string): PasswordStrength {
  const use = findRuleUse('password-strength');
  if (!use) throw new Error('flows/registration/steps.json uses no password-strength rule');
  const params = use.params as unknown as PasswordStrengthParams;
  const unmet = unmetRequirements(value, params);
  const values = { minLength: params.minLength, specials: params.specials };
  return {
    score: strengthScore(unmet.length),
    unmet: unmet.map((key) => ({ key, message: fillTemplate(use.messages[key] ?? '', values) })),
  };
}
