import { ageOn, compareDates, parseDob, parseIsoDate } from '@/core/format/date';
import { valueAt } from '@/core/json-pointer';
import type { RegistrationContext } from '../context';
import { defineRule } from '@/core/form';

interface Params {
  /** Minimum age where no state asks for more. */
  default: number;
  /** Higher minimum ages by state code (Alabama: 19). */
  byState?: Record<string, number>;
  /** Fields holding the states that apply; the highest of their minimum ages wins. */
  stateFields?: string[];
  /** Minimum age for the age-restricted interest-only product (heloc-62-interest-only). */
  ageRestrictedProduct?: number;
  /** Earliest year of birth accepted as a real date. */
  minYear: number;
}

const AGE_RESTRICTED_PRODUCT = 'heloc-62-interest-only';

/**
 * A date of birth that is a real past date from minYear on, of someone old enough on `today`.
 * Both the property and the home state may set the age of majority, so the strictest applies.
 *
 * Checks: A real date of birth, not before minYear nor after today, of someone at least the minimum age.
 */
export const minimumAge = defineRule<Params, RegistrationContext>({
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['default', 'minYear'],
    properties: {
      default: { type: 'integer', minimum: 0, maximum: 120 },
      byState: {
        type: 'object',
        propertyNames: { pattern: '^[A-Z]{2}$' },
        additionalProperties: { type: 'integer', minimum: 0, maximum: 120 },
      },
      stateFields: { type: 'array', items: { type: 'string', pattern: '^(/[A-Za-z][A-Za-z0-9]*)+$' } },
      ageRestrictedProduct: { type: 'integer', minimum: 0, maximum: 120 },
      minYear: { type: 'integer', minimum: 1 },
    },
  },
  messages: { invalid: [], tooYoung: ['age'], tooYoungAgeRestricted: ['age'] },
  evaluate({ value, params, data, ctx }) {
    if (typeof value !== 'string') return null;
    const dob = parseDob(value);
    const today = parseIsoDate(ctx.today);
    if (!today) throw new RangeError(`RegistrationContext.today must be yyyy-MM-dd, got ${ctx.today}`);
    if (!dob || dob.year < params.minYear || compareDates(dob, today) > 0) return { message: 'invalid' };
    const age = ageOn(dob, today);
    if (
      ctx.product === AGE_RESTRICTED_PRODUCT &&
      params.ageRestrictedProduct !== undefined &&
      age < params.ageRestrictedProduct
    ) {
      return { message: 'tooYoungAgeRestricted', values: { age: params.ageRestrictedProduct } };
    }
    const states = (params.stateFields ?? [])
      .map((p) => valueAt(data, p))
      .filter((s): s is string => typeof s === 'string');
    const required = Math.max(params.default, ...states.map((s) => params.byState?.[s] ?? params.default));
    return age < required ? { message: 'tooYoung', values: { age: required } } : null;
  },
});
