import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { registrationCopy, type RegistrationData } from '@/core/registration';
import { useHttp } from '@/renderer/http/http-context';

/** The waitlist form: its own chunk, fetched only when offered. */
const WaitlistPanel = lazy(() => import('./waitlist-panel'));

type Address = NonNullable<RegistrationData['propertyAddress']>;

/** Where the lender does not serve the property's state: a button that opens the waitlist. */
export function WaitlistOffer({
  property,
  stateName,
  data,
  open,
  onOpen,
}: {
  property: Address;
  stateName: string;
  data: RegistrationData;
  open: boolean;
  onOpen: () => void;
}) {
  const http = useHttp();
  const location = useLocation();
  return (
    <div className="waitlist-offer">
      {!open && (
        <button type="button" onClick={onOpen}>
          {registrationCopy.eligibility.stateNotServed.action}
        </button>
      )}
      {open && (
        <Suspense fallback={<p role="status">{registrationCopy.processing.messages[0]!.text}</p>}>
          <WaitlistPanel
            http={http}
            property={{
              street1: property.street1 ?? '',
              street2: property.street2 ?? undefined,
              city: property.city ?? '',
              state: property.state ?? '',
              zip: property.zip ?? '',
            }}
            stateName={stateName}
            page={location.pathname}
            known={{ firstName: data.name?.firstName, lastName: data.name?.lastName, email: data.email }}
          />
        </Suspense>
      )}
    </div>
  );
}
