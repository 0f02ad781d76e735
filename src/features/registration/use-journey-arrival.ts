import { useAtom } from 'jotai';
import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { landingHandover, mergeHandover } from '@/core/prefill/landing-handover';
import { applyValues } from '@/core/prefill/prefill-values';
import { markPrefilled } from '@/core/registration';
import { useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { LANDING_PARAMS } from './prefill/landing-params';
import { checkReferrer } from './referral/check-referrer';
import { registrationDataAtom } from './state/registration-atoms';
import { journeyOriginAtom } from './state/journey-atoms';

export const NOT_ACCEPTING_PATH = '/account/heloc/not-accepting-apps';

export function withOrg(path: string, search: string): string {
  const org = new URLSearchParams(search).get('org');
  return org ? `${path}${path.includes('?') ? '&' : '?'}org=${encodeURIComponent(org)}` : path;
}

/**
 * First arrival: referrer gating and every prefill source, then a clean URL. Once per landing
 * URL; the data it merges into is read at that moment. Says whether the step may draw.
 */
export function useJourneyArrival(signedIn: boolean, done: boolean): boolean {
  const http = useHttp();
  const queryClient = useQueryClient();
  const brand = useBrand();
  const navigate = useAppNavigate();
  const location = useLocation();
  const [data, setData] = useAtom(registrationDataAtom);
  const [origin, setOrigin] = useAtom(journeyOriginAtom);
  const landing = LANDING_PARAMS.some((p) => new URLSearchParams(location.search).has(p));
  const settled = origin !== null && !landing;

  const arrive = useEffectEvent(async (cancelled: () => boolean) => {
    if (done) return;
    const params = new URLSearchParams(location.search);
    const referrer = await checkReferrer(
      http,
      {
        referrer: params.get('referrer') ?? origin?.referrerId ?? null,
        required: brand.referral.loanOfficerRequired,
      },
      (uuid) =>
        import('@/api/get-loan-originator').then(({ loanOriginatorQuery }) =>
          queryClient.fetchQuery(loanOriginatorQuery(http, uuid, brand.orgCode)),
        ),
    );
    if (cancelled()) return;
    if (referrer.kind === 'blocked')
      return void navigate(withOrg(NOT_ACCEPTING_PATH, location.search), { replace: true });
    const [prefill, referral] = await Promise.all([
      data.isPrepopComplete || !(signedIn || landing)
        ? { values: [], affiliate: null }
        : import('./prefill/prefill-sources').then((m) => m.collectPrefill(http, location.search, signedIn)),
      params.has('referralId')
        ? import('./referral/check-referral').then((m) => m.checkReferral(http, params.get('referralId')))
        : null,
    ]);
    // The referral's own address first: a fuller source (the wholesale lead) overrides it.
    const values = [
      ...(referral?.email && !data.isPrepopComplete ? [{ field: '/email', value: referral.email }] : []),
      ...prefill.values,
    ];
    if (cancelled()) return;
    setOrigin({
      referrerId: referrer.referrerId,
      licensedStates: referrer.licensedStates,
      referralId: referral ? referral.referralId : (origin?.referralId ?? null),
      offerCode: params.get('offerCode') ?? origin?.offerCode ?? null,
      handover: mergeHandover(origin?.handover, landingHandover(location.search)),
      affiliate: prefill.affiliate ?? origin?.affiliate ?? null,
      visitorId: origin?.visitorId ?? crypto.randomUUID(),
    });
    if (values.length) setData({ ...markPrefilled(applyValues(data, values), values), isPrepopComplete: true });
    // A clean URL when the landing link left parameters in it; a plain arrival stays where it is
    // (it may already be on its way to the step a guard sends it to).
    if (!landing) return;
    for (const p of LANDING_PARAMS) params.delete(p);
    const rest = params.toString();
    void navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  });
  useEffect(() => {
    if (settled) return;
    let cancelled = false;
    void arrive(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, [settled, location.search]);

  // A plain arrival (no landing parameters, no loan officer required, not signed in) has nothing
  // to wait for: the step draws at once (so a prerendered one is adopted) while the origin is kept.
  return settled || (!landing && !signedIn && !brand.referral.loanOfficerRequired);
}
