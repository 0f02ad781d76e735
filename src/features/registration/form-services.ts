import { formatMoney, formatPhone, parseMoney, passwordStrength } from '@/core/registration';
import copy from '@flows/shell/copy.json';
import type { FieldServices, FormLabels } from '@/renderer/form/form-context';

/** The core's formatting rules, lent to the renderer's widgets. */
export const formServices: FieldServices = {
  formatPhone,
  parseMoney,
  formatMoney: (value, precision) => formatMoney(value, precision),
  passwordStrength,
};

export const formLabels: FormLabels = copy.form;
