import type { WidgetProps } from '@rjsf/utils';
import { Fragment } from 'react';
import { isSafeBrandLink } from '@/core/navigation/safe-links';
import { fieldAria } from '../field-state';
import { stepFormContext, type FormLabels } from '../form-context';
import { RequiredMarker } from '../templates/field-template';

/** A piece of a checkbox label: plain text, or a link (e.g. to the terms) when it has an href. */
export type LabelSegment = string | { text: string; href?: string };

function isSegment(value: unknown): value is LabelSegment {
  if (typeof value === 'string') return true;
  if (!value || typeof value !== 'object') return false;
  const { text, href } = value as { text?: unknown; href?: unknown };
  return typeof text === 'string' && (href === undefined || typeof href === 'string');
}

function segmentsOf(option: unknown, label: string): LabelSegment[] {
  if (option === undefined) return [label];
  if (!Array.isArray(option) || !option.every(isSegment))
    throw new Error('ui:options.labelSegments must be a list of strings or { text, href } objects.');
  return option;
}

/**
 * A link inside a consent label. Only https, mailto, tel and site paths become links (brand and
 * flow data are checked again here); anything else stays text. Web links open a new tab so the
 * half-filled form is not lost, with labels.newTab as hidden text.
 */
function SegmentLink({ text, href, labels }: { text: string; href: string; labels: FormLabels }) {
  if (!isSafeBrandLink(href)) return <>{text}</>;
  const web = href.startsWith('/') || href.startsWith('https:');
  return (
    <a href={href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {text}
      {web && labels.newTab && (
        <>
          {' '}
          <span className="form-visually-hidden">{labels.newTab}</span>
        </>
      )}
    </a>
  );
}

/**
 * A single box that stores true or false. Its label is the field title, or
 * `ui:options.labelSegments` when it holds links, e.g.
 * `["I agree to the ", { "text": "Terms of Use", "href": "/terms" }, "."]`.
 */
export function CheckboxWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    label,
    options,
    registry,
    rawErrors,
    required,
    disabled,
    readonly,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { labels } = stepFormContext(registry);
  const segments = segmentsOf(options.labelSegments, label);
  return (
    <div className="checkbox">
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        className="checkbox__input"
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
        {...fieldAria({ id, registry, help: options.help, rawErrors, required })}
      />
      <label htmlFor={id} className="checkbox__label">
        {segments.map((segment, index) =>
          typeof segment === 'string' || !segment.href ? (
            <Fragment key={index}>{typeof segment === 'string' ? segment : segment.text}</Fragment>
          ) : (
            <SegmentLink key={index} text={segment.text} href={segment.href} labels={labels} />
          ),
        )}
        <RequiredMarker required={required} labels={labels} />
      </label>
    </div>
  );
}
