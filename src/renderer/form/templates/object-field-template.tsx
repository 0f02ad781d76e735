import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { fieldIds } from '../field-errors';
import { stepFormContext } from '../form-context';

/**
 * The step itself draws its fields with no wrapper (the form is the group). A nested object such
 * as an address is a fieldset whose legend is its ui:title, unless `ui:options.flatten` is true.
 */
export function ObjectFieldTemplate({ title, properties, fieldPathId, uiSchema, registry }: ObjectFieldTemplateProps) {
  const { warnings, invalidIds } = stepFormContext(registry);
  const options = getUiOptions(uiSchema);
  const content = properties.map((property) => property.content);
  if (fieldPathId.path.length === 0 || options.flatten === true) {
    return <div className="field-list">{content}</div>;
  }
  const id = fieldPathId.$id;
  // The group's own help, errors and warnings are drawn by its FieldTemplate, just before it.
  const describedBy = [
    options.help ? fieldIds.help(id) : '',
    invalidIds.has(id) ? fieldIds.error(id) : '',
    warnings[id]?.length ? fieldIds.warning(id) : '',
  ];
  return (
    <fieldset id={id} className="field-group" aria-describedby={describedBy.filter(Boolean).join(' ') || undefined}>
      {/* A group is never "optional" as a whole: each of its fields says whether it is. */}
      <legend className="field-group__legend">{title}</legend>
      <div className="field-list">{content}</div>
    </fieldset>
  );
}
