import { useRef, useState } from 'react';
import { drawFor, parseDrawInput } from '@/core/application/offer-choice';
import { drawBounds, isDrawAmountValid } from '@/core/offer/draw';
import type { HelocOffer } from '@/generated/types/heloc-offer-set';
import type { DrawAmountProps } from './draw-amount';
import { money, word, type Copy } from './offer-words';

/**
 * The initial draw being chosen for `offer`: the slider's amount (the last valid one), what the
 * field shows, and its error once the borrower left the field or tried to go on. One hook for the
 * one-page select step and the draw page, so both behave alike.
 */
export function useDraw(offer: HelocOffer, initial: number, copy: Copy) {
  const [amount, setAmount] = useState(initial);
  const [text, setText] = useState(() => money(initial));
  const [showError, setShowError] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  const bounds = drawBounds(offer);
  const typed = parseDrawInput(text);
  const valid = isDrawAmountValid(offer, typed);
  const error =
    showError && !valid ? word(copy, 'drawInvalid', { min: money(bounds.min), max: money(bounds.max) }) : null;

  const show = (value: number) => {
    setAmount(value);
    setText(money(value));
  };
  const field: Omit<DrawAmountProps, 'copy'> = {
    fieldRef,
    bounds,
    text,
    value: amount,
    error,
    onSlide: (value) => {
      show(value);
      setShowError(false);
    },
    onType: (value) => {
      setText(value);
      const parsed = parseDrawInput(value);
      if (isDrawAmountValid(offer, parsed)) setAmount(parsed);
    },
    onBlur: () => {
      setShowError(true);
      // A valid amount is shown as money once the borrower leaves it, as the form's money fields do.
      if (valid) setText(money(typed));
    },
  };
  return {
    /** The last valid amount (what the slider and the panel show). */
    amount,
    field,
    /** Another offer was chosen: keep the amount when it allows it, else start at its default draw. */
    follow(next: HelocOffer) {
      show(drawFor(next, amount));
    },
    /** The typed amount when it is valid; else null, with the error shown and the field focused. */
    check(): number | null {
      if (valid) return typed;
      setShowError(true);
      fieldRef.current?.focus();
      return null;
    },
  };
}
