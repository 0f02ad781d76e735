import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { originatorIdFor } from '@/core/originator/originator-id';
import { useApplication } from '@/features/application/api/get-application';
import { journeyOriginAtom } from '@/features/registration/state/journey-atoms';
import { signedInApplicationUuid } from './signed-in-application';

/**
 * Whose contact card shows: the referrer query parameter, else the referrer registration took
 * from the landing URL (it removes the parameter from the address), else, on an application's
 * pages, the application's referrer (the same query the journey reads, so no second call).
 */
export function useOriginatorId(): string | null {
  const { pathname, search } = useLocation();
  const origin = useAtomValue(journeyOriginAtom);
  const uuid = signedInApplicationUuid(pathname);
  const onApplication = uuid !== null;
  const application = useApplication(uuid ?? '', onApplication);
  return originatorIdFor({
    queryReferrer: new URLSearchParams(search).get('referrer'),
    landingReferrer: origin?.referrerId ?? null,
    applicationReferrer: onApplication ? application.data?.referrer?.referrerUuid : null,
  });
}
