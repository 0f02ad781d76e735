import { formatMoney, parseMoney } from '@/core/format/money';
import { formatPhone } from '@/core/format/phone';
import { passwordStrength } from '@/core/registration/password-strength';
import type { FieldServices } from './form-context';

/** The core's formatting rules, lent to the form widgets (the same for every form of the app). */
export const coreFieldServices: FieldServices = {
  formatPhone,
  parseMoney,
  formatMoney: (value, precision) => formatMoney(value, precision),
  passwordStrength,
};
