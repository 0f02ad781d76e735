import { useId } from 'react';
import { formatPercent } from '@/core/format/percent';
import { offerPanel, type OfferPanelOptions } from '@/core/offer/offer-panel';
import type { HelocOffer } from '@/generated/types/heloc-offer-set';
import { cents, money, word, type Copy } from './offer-words';

/**
 * The offer panel (platform-services.md section 9): APR, initial draw, monthly payment and term,
 * then the origination fee, the recording tax where the state has one, the recording fee, and the discounts.
 */
export function OfferPanelView({
  copy,
  offer,
  drawAmount,
  options,
  heading,
}: {
  copy: Copy;
  offer: HelocOffer;
  drawAmount: number;
  options: OfferPanelOptions;
  heading: string;
}) {
  const id = useId();
  const figures = offerPanel(offer, drawAmount, options);
  const rows: [string, string][] = [
    [word(copy, 'apr'), formatPercent(figures.apr)],
    [word(copy, 'initialDraw'), money(figures.initialDraw)],
    [word(copy, figures.interestOnly ? 'monthlyPaymentInterestOnly' : 'monthlyPayment'), cents(figures.monthlyPayment)],
    [word(copy, 'term'), word(copy, 'termValue', { term: figures.term })],
    [
      word(copy, 'originationFee'),
      word(copy, 'originationFeeValue', {
        amount: cents(figures.originationFee),
        percent: formatPercent(figures.originationFeePercent, 2),
      }),
    ],
    ...(figures.recordingTax === null
      ? []
      : ([[word(copy, 'recordingTax'), cents(figures.recordingTax)]] as [string, string][])),
    ...(figures.recordingFee === null
      ? []
      : ([[word(copy, 'recordingFee'), cents(figures.recordingFee)]] as [string, string][])),
  ];
  return (
    <section className="offer-panel" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <dl className="offer-panel__figures">
        {rows.map(([term, value]) => (
          <div key={term} className="offer-panel__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {figures.discounts.length > 0 && (
        <>
          <h3>{word(copy, 'discountsHeading')}</h3>
          <ul>
            {figures.discounts.map((d) => (
              <li key={d.type}>
                {word(copy, 'discount', {
                  name: word(copy, `discount.${d.type}`),
                  rate: formatPercent(d.rateWithDiscount),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="offer-panel__note">
        {word(copy, figures.interestOnly ? 'paymentNoteInterestOnly' : 'paymentNote')}
      </p>
    </section>
  );
}
