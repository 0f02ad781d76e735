import type { RegistrationContext } from '../context';
import { defineRule } from '@/core/form';

interface ProductOccupancyParams {
  /** The registration product the rule applies to (context product). */
  product: RegistrationContext['product'];
  /** The occupancy types that product lends on. */
  occupancyTypes: string[];
}

/**
 * A product that lends on some occupancies only: the DSCR loan is for investment properties
 * (brand-manifest products.dscr). Other products pass.
 *
 * Checks: The property's occupancy is one the registration product lends on.
 */
export const productOccupancy = defineRule<ProductOccupancyParams, RegistrationContext>({
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['product', 'occupancyTypes'],
    properties: {
      product: { enum: ['heloc', 'heloc-62-interest-only', 'dscr', 'heloc-crypto-backed'] },
      occupancyTypes: { type: 'array', minItems: 1, items: { enum: ['HOME', 'SECONDARY', 'INVESTMENT'] } },
    },
  },
  messages: { notForProduct: [] },
  evaluate({ value, params, ctx }) {
    if (ctx.product !== params.product || typeof value !== 'string') return null;
    return params.occupancyTypes.includes(value) ? null : { message: 'notForProduct' };
  },
});
