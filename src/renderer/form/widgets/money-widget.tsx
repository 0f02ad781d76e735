import type { WidgetProps } from '@rjsf/utils';
import { useState, type ChangeEvent } from 'react';
import { requireService } from '../form-context';
import { editedText, useDigitCaret } from './caret';
import { inputTemplate } from './input-template';

const MONEY_CHARACTERS = /[^\d.,$]/g;

/**
 * An amount of dollars: shows "$12,500" as it is typed and stores the number (12500). While cents
 * are being typed the text stays as typed; it is reformatted when the field loses focus. Parsing
 * and formatting are the core's (parseMoney / formatMoney, passed in).
 */
export function MoneyWidget(props: WidgetProps) {
  const caret = useDigitCaret();
  const [draft, setDraft] = useState<string | null>(null);
  const parseMoney = requireService(props.registry, 'parseMoney', 'money');
  const formatMoney = requireService(props.registry, 'formatMoney', 'money');
  const Input = inputTemplate(props);
  const { value, onChange, onBlur, options } = props;
  const shown = draft ?? (typeof value === 'number' ? formatMoney(value, Number.isInteger(value) ? 0 : 2) : '');
  const onChangeOverride = (event: ChangeEvent<HTMLInputElement>) => {
    const { target } = event;
    const edit = editedText(target.value, target.selectionStart ?? target.value.length, shown);
    const text = edit.text.replace(MONEY_CHARACTERS, '');
    const amount = /\d/.test(text) ? parseMoney(text) : null;
    caret.remember(edit.digitsBeforeCaret);
    setDraft(amount !== null && !text.includes('.') ? null : text);
    onChange(amount ?? options.emptyValue);
  };
  const onBlurOverride = (id: string, text: string) => {
    setDraft(null);
    onBlur(id, text);
  };
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      value={shown}
      inputRef={caret.ref}
      onChangeOverride={onChangeOverride}
      onBlur={onBlurOverride}
    />
  );
}
