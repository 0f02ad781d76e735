import { useId } from 'react';
import { formatPercent } from '@/core/format/percent';
import { closingCostsTotal } from '@/core/offer/closing-costs';
import { offerPanel, type OfferPanelOptions } from '@/core/offer/offer-panel';
import type { HelocOffer } from '@/generated/types/heloc-offer-set';
import { InPageAside } from '@/renderer/page-aside';
import { aprFigure, FigureList, paymentFigure, termFigure, type Figure } from './offer-figures';
import { cents, money, word, type Copy } from './offer-words';

/**
 * The offer panel (platform-services.md section 9: APR, initial draw, monthly payment and term).
 * The three figures a borrower decides by come first and largest, then the term; then the costs at
 * closing (the origination fee, the recording tax where the state has one, the recording fee) with
 * their total, and the discounts. From 1024 px it is drawn in the page frame's aside, beside the
 * form it sums up (one instance, moved there, so it follows the draw as it is typed); below that in
 * the page, above the sticky bar with the payment, APR and Continue.
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
  const costs: Figure[] = [
    {
      label: word(copy, 'originationFee'),
      value: word(copy, 'originationFeeValue', {
        amount: cents(figures.originationFee),
        percent: formatPercent(figures.originationFeePercent, 2),
      }),
    },
    ...(figures.recordingTax === null
      ? []
      : [{ label: word(copy, 'recordingTax'), value: cents(figures.recordingTax) }]),
    ...(figures.recordingFee === null
      ? []
      : [{ label: word(copy, 'recordingFee'), value: cents(figures.recordingFee) }]),
  ];
  return (
    <InPageAside labelledBy={id}>
      <section className="offer-panel" aria-labelledby={id}>
        <h2 id={id} className="offer-panel__heading">
          {heading}
        </h2>
        <FigureList
          className="offer-panel__key"
          figures={[
            paymentFigure(copy, figures, true),
            aprFigure(copy, figures, true),
            { label: word(copy, 'initialDraw'), value: money(figures.initialDraw), kind: 'large' },
            termFigure(copy, figures),
          ]}
        />
        <h3 className="offer-panel__subheading">{word(copy, 'closingCostsHeading')}</h3>
        <FigureList
          className="offer-panel__costs"
          figures={[
            ...costs,
            { label: word(copy, 'closingCostsTotal'), value: cents(closingCostsTotal(figures)), kind: 'total' },
          ]}
        />
        {figures.discounts.length > 0 && (
          <>
            <h3 className="offer-panel__subheading">{word(copy, 'discountsHeading')}</h3>
            <ul className="offer-panel__discounts">
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
    </InPageAside>
  );
}
