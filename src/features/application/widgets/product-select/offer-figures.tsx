import { formatPercent } from '@/core/format/percent';
import type { OfferPanelFigures } from '@/core/offer/offer-panel';
import { cents, word, type Copy } from './offer-words';

export interface Figure {
  label: string;
  value: string;
  /** large: the numbers a borrower decides by; total: the sum closing the figures above it. */
  kind?: 'large' | 'total';
}

/**
 * Labelled figures as a description list: each label is the dt right before its value, so a
 * screen reader says "Estimated monthly payment, $1,234.56" and nothing is read without its name.
 */
export function FigureList({ figures, className, id }: { figures: readonly Figure[]; className: string; id?: string }) {
  return (
    <dl id={id} className={`figures ${className}`}>
      {figures.map((f) => (
        <div key={f.label} className={f.kind ? `figure figure--${f.kind}` : 'figure'}>
          <dt className="figure__label">{f.label}</dt>
          <dd className="figure__value">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The monthly payment under its own name (the interest-only variant says so). */
export function paymentFigure(copy: Copy, figures: OfferPanelFigures, large = false): Figure {
  const label = word(copy, figures.interestOnly ? 'monthlyPaymentInterestOnly' : 'monthlyPayment');
  return { label, value: cents(figures.monthlyPayment), ...(large && { kind: 'large' as const }) };
}

export function aprFigure(copy: Copy, figures: OfferPanelFigures, large = false): Figure {
  return { label: word(copy, 'apr'), value: formatPercent(figures.apr), ...(large && { kind: 'large' as const }) };
}

export function termFigure(copy: Copy, figures: OfferPanelFigures): Figure {
  return { label: word(copy, 'term'), value: word(copy, 'termValue', { term: figures.term }) };
}
