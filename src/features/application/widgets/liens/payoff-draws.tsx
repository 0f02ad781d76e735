import { useId } from 'react';
import { formatMoney } from '@/core/format/money';
import { sumCents } from '@/core/offer/exact-money';
import { payoffDraw, type PayoffDrawInput } from '@/core/offer/payoff-draw';
import { fillTemplate } from '@/core/text/template';
import type { PayoffPreference } from '@/generated/types/screen-options';
import type { ScreenWidgetProps } from '../../screen-widget';

const cents = (value: number) => formatMoney(value, 2);

/**
 * The draw under each payoff preference of the screen's options, for the loans the borrower
 * has chosen to pay off: one section per preference, its words from the copy.
 */
export function PayoffDraws({
  rules,
  input,
  copy,
}: {
  rules: readonly PayoffPreference[];
  input: PayoffDrawInput;
  copy: ScreenWidgetProps['copy'];
}) {
  const id = useId();
  const word = (key: string, values: Record<string, string> = {}) => fillTemplate(copy[key] ?? '', values);
  const payoffs = sumCents(input.payoffs);
  return (
    <section aria-labelledby={id} className="payoff-draws">
      <h2 id={id}>{word('preferencesHeading')}</h2>
      <p>{word('preferencesIntro', { payoffs: cents(payoffs), chosenDraw: cents(input.chosenDraw) })}</p>
      {rules.map((rule) => {
        const figures = payoffDraw(rule, input);
        const key = `preference.${rule.preference}`;
        return (
          <section key={rule.preference} aria-label={word(`${key}.title`)} className="payoff-draws__choice">
            <h3>{word(`${key}.title`)}</h3>
            <p>{word(`${key}.description`)}</p>
            <dl>
              {(
                [
                  ['initialDraw', figures.initialDraw],
                  ['paidToLenders', figures.paidToLenders],
                  ['paidToYou', figures.paidToYou],
                ] as const
              ).map(([term, value]) => (
                <div key={term}>
                  <dt>{word(term)}</dt>
                  <dd>{cents(value)}</dd>
                </div>
              ))}
            </dl>
            {figures.shortfall > 0 && <p>{word('shortfall', { shortfall: cents(figures.shortfall) })}</p>}
          </section>
        );
      })}
    </section>
  );
}
