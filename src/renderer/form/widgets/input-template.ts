import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { InputTemplateProps } from '../templates/base-input-template';

/** The registry's BaseInputTemplate, typed with the extras our widgets pass. */
export function inputTemplate({ registry, options }: WidgetProps): ComponentType<InputTemplateProps> {
  return getTemplate('BaseInputTemplate', registry, options) as ComponentType<InputTemplateProps>;
}
