import type { FieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { ErrorIcon } from '../error-icon';
import { fieldIds } from '../field-errors';
import { stepFormContext, type FormLabels } from '../form-context';

/** Widgets that draw a radiogroup: their label names the group (aria-labelledby), not one input. */
const GROUP_WIDGETS = new Set(['yes-no', 'radio']);

type LabelKind = 'label' | 'group' | 'self' | 'none';

function labelKind(schema: RJSFSchema, uiSchema: UiSchema | undefined): LabelKind {
  const widget = uiSchema?.['ui:widget'];
  if (schema.type === 'object') return 'none';
  if (typeof widget === 'string' && GROUP_WIDGETS.has(widget)) return 'group';
  // A checkbox carries its own label beside the box (and RJSF's default for a boolean is 'checkbox').
  if (widget === 'checkbox' || (schema.type === 'boolean' && widget === undefined)) return 'self';
  return 'label';
}

/** '(optional)' after a field that is not required; an optional visible marker, hidden from screen readers, after one that is. */
export function RequiredMarker({ required, labels }: { required: boolean | undefined; labels: FormLabels }) {
  // The space sits outside the span so every accessible-name algorithm keeps it: 'City (optional)'.
  if (!required) {
    return (
      <>
        {' '}
        <span className="field__optional">{labels.optional}</span>
      </>
    );
  }
  return labels.required ? (
    <>
      {' '}
      <span className="field__required" aria-hidden="true">
        {labels.required}
      </span>
    </>
  ) : null;
}

interface MessagesProps {
  id: string;
  messages: readonly string[];
  prefix?: string;
  modifier: 'error' | 'warning';
  /** The form's own errors have no control to focus, so the error summary's link focuses them. */
  focusable?: boolean;
}

function Messages({ id, messages, prefix, modifier, focusable }: MessagesProps) {
  return (
    <div id={id} className={`field__messages field__messages--${modifier}`} tabIndex={focusable ? -1 : undefined}>
      {messages.map((message, index) => (
        <p key={index} className="field__message">
          {modifier === 'error' && <ErrorIcon />}
          {prefix && <span className="field__message-prefix">{prefix} </span>}
          {message}
        </p>
      ))}
    </div>
  );
}

/**
 * One field: label (or group name), help, the errors and warnings the core decided to show, then
 * the control. Everything a control's aria-describedby points at is drawn here, with the same ids.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, rawHelp, rawErrors = [], children, schema, uiSchema, registry, fieldPathId } = props;
  const { labels, warnings } = stepFormContext(registry);
  const fieldWarnings = warnings[id] ?? [];
  const invalid = rawErrors.length > 0;
  const isRoot = fieldPathId.path.length === 0;
  const kind = labelKind(schema, uiSchema);
  const hideLabel = getUiOptions(uiSchema).label === false;
  const labelClass = hideLabel ? 'field__label form-visually-hidden' : 'field__label';
  let labelElement: ReactNode = null;
  if (kind === 'label') {
    labelElement = (
      <label htmlFor={id} id={fieldIds.label(id)} className={labelClass}>
        {label}
        <RequiredMarker required={required} labels={labels} />
      </label>
    );
  } else if (kind === 'group') {
    labelElement = (
      <div id={fieldIds.label(id)} className={labelClass}>
        {label}
        <RequiredMarker required={required} labels={labels} />
      </div>
    );
  }
  const classes = [
    'field',
    `field--${kind === 'none' ? 'container' : kind}`,
    invalid ? 'field--invalid' : '',
    fieldWarnings.length ? 'field--warning' : '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-invalid={invalid ? (isRoot ? 'form' : 'field') : undefined}>
      {labelElement}
      {rawHelp && (
        <p id={fieldIds.help(id)} className="field__help">
          {rawHelp}
        </p>
      )}
      {invalid && (
        <Messages
          id={fieldIds.error(id)}
          messages={rawErrors}
          prefix={labels.error}
          modifier="error"
          focusable={isRoot}
        />
      )}
      {fieldWarnings.length > 0 && (
        <Messages id={fieldIds.warning(id)} messages={fieldWarnings} prefix={labels.warning} modifier="warning" />
      )}
      {children}
    </div>
  );
}
