import type { WidgetProps } from '@rjsf/utils';
import { stepFormContext } from '../form-context';
import { inputTemplate } from './input-template';

export function TextWidget(props: WidgetProps) {
  const Input = inputTemplate(props);
  return <Input {...props} />;
}

export function EmailWidget(props: WidgetProps) {
  const Input = inputTemplate(props);
  return <Input {...props} type="email" autoCapitalize="none" spellCheck={false} />;
}

/**
 * A street line of an address. The address as a whole is an object in the schema, drawn as a
 * fieldset by ObjectFieldTemplate; this widget is its street input, with address-line1 autofill
 * unless ui:autocomplete says otherwise (address-line2 for street2).
 */
export function AddressWidget(props: WidgetProps) {
  const Input = inputTemplate(props);
  const autocomplete = typeof props.options.autocomplete === 'string' ? props.options.autocomplete : 'address-line1';
  return <Input {...props} options={{ ...props.options, autocomplete }} autoCapitalize="words" />;
}

/** A date typed as text (placeholder MM/DD/YYYY from labels); the core parses and checks it. */
export function DateWidget(props: WidgetProps) {
  const Input = inputTemplate(props);
  const { labels } = stepFormContext(props.registry);
  return <Input {...props} type="text" placeholder={props.placeholder || labels.datePlaceholder} />;
}
