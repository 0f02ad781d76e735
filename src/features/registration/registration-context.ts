import { useMemo } from 'react';
import { isoToday } from '@/core/env/environment';
import {
  registrationBrand,
  type FlagState,
  type RegistrationContext,
  type RegistrationData,
  type RegistrationProduct,
} from '@/core/registration';
import { useBrand } from '@/renderer/brand/brand-context';
import { useEnvironment } from '@/renderer/runtime-config/runtime-config';

export interface JourneyInputs {
  flags: Record<string, FlagState>;
  licensedStates: string[] | null;
  signedIn: boolean;
  product: RegistrationProduct;
}

/** Everything the flow's conditions and rules read, for the data as it stands. */
export function useRegistrationContext(data: RegistrationData, inputs: JourneyInputs): RegistrationContext {
  const brand = useBrand();
  const environment = useEnvironment();
  return useMemo(
    () => ({
      data,
      brand: registrationBrand(brand),
      flags: inputs.flags,
      // Per lender (manifest authMode): with the hosted identity provider no password is set here.
      authMode: brand.authMode ?? 'password',
      environment,
      today: isoToday(new Date()),
      licensedStates: inputs.licensedStates,
      signedIn: inputs.signedIn,
      product: inputs.product,
    }),
    [data, brand, environment, inputs.flags, inputs.licensedStates, inputs.signedIn, inputs.product],
  );
}
