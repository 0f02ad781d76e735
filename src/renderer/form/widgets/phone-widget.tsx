import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { requireService } from '../form-context';
import { editedText, useDigitCaret } from './caret';
import { inputTemplate } from './input-template';

/**
 * A US mobile number, formatted as it is typed by the core's formatter: "(555) 555-0142". It
 * stores the formatted text; there is no country-code menu on this form (spec).
 */
export function PhoneWidget(props: WidgetProps) {
  const caret = useDigitCaret();
  const formatPhone = requireService(props.registry, 'formatPhone', 'phone');
  const Input = inputTemplate(props);
  const onChangeOverride = (event: ChangeEvent<HTMLInputElement>) => {
    const { target } = event;
    const edit = editedText(target.value, target.selectionStart ?? target.value.length, String(props.value ?? ''));
    const formatted = formatPhone(edit.text);
    caret.remember(edit.digitsBeforeCaret);
    props.onChange(formatted === '' ? props.options.emptyValue : formatted);
  };
  return <Input {...props} type="tel" inputMode="tel" inputRef={caret.ref} onChangeOverride={onChangeOverride} />;
}
