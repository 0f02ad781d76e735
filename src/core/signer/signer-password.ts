import { findRuleUse, passwordStrength, type FieldError } from '@/core/registration';

/**
 * The additional signer's new password: the same strength rule and words as registration
 * (flows/registration/steps.json, password-strength), plus required and match messages.
 */
export interface SignerPasswordValues {
  password?: string;
  confirmPassword?: string;
}

export interface SignerPasswordMessages {
  required: string;
  mismatch: string;
}

export function signerPasswordErrors(values: SignerPasswordValues, messages: SignerPasswordMessages): FieldError[] {
  const errors: FieldError[] = [];
  const password = values.password ?? '';
  const confirm = values.confirmPassword ?? '';
  if (!password) errors.push({ pointer: '/password', message: messages.required, severity: 'error' });
  else if (passwordStrength(password).unmet.length)
    errors.push({ pointer: '/password', message: weakMessage(), severity: 'error' });
  if (!confirm) errors.push({ pointer: '/confirmPassword', message: messages.required, severity: 'error' });
  else if (confirm !== password)
    errors.push({ pointer: '/confirmPassword', message: messages.mismatch, severity: 'error' });
  return errors;
}

function weakMessage(): string {
  const text = findRuleUse('password-strength')?.messages.weak;
  if (!text) throw new Error('flows/registration/steps.json: the password-strength rule has no "weak" message');
  return text;
}
