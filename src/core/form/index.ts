/**
 * What every form needs, whichever flow it comes from (a registration step, an application form
 * screen, a form of flows/forms/): its fields from schema + uiSchema, the named rules, its
 * field errors and its data as checked and sent. Pure: no React, router or DOM.
 */
export type {
  CompiledValidator,
  FieldError,
  FormDefinition,
  FormRuleUse,
  Preparation,
  Severity,
} from './form-definition';
export { formFields, type FormField } from './fields';
export { toSchemaFieldErrors, type SchemaFieldError } from './field-errors';
export { prepareFormData } from './prepare-data';
export { checkForm, recheckShown, type FormCheck, type FormCheckResult } from './check-form';
export { COMMON_RULES } from './rules/common';
export { defineRule, type FormData, type RuleFinding, type RuleImpl, type RuleInput } from './rules/rule';
export { AUTOCOMPLETE_TOKENS, WIDGET_KEYS, type WidgetKey } from './widget-keys';
