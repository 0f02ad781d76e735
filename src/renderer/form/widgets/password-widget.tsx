import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { fillTemplate } from '@/core/text/template';
import { requireService, stepFormContext, type FormLabels, type PasswordStrength } from '../form-context';
import { inputTemplate } from './input-template';

const SEGMENTS = [1, 2, 3, 4] as const;

function StrengthMeter({
  strength,
  rulesId,
  labels,
}: {
  strength: PasswordStrength;
  rulesId: string;
  labels: FormLabels;
}) {
  const { score, unmet } = strength;
  return (
    <div className="strength">
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={
          labels.passwordStrengthValue ? fillTemplate(labels.passwordStrengthValue, { score }) : undefined
        }
        aria-label={labels.passwordStrength}
        className={`strength__bar strength__bar--${score}`}
      >
        {SEGMENTS.map((segment) => (
          <span
            key={segment}
            className={segment <= score ? 'strength__segment strength__segment--on' : 'strength__segment'}
          />
        ))}
      </div>
      {unmet.length > 0 && (
        <ul id={rulesId} className="strength__rules">
          {unmet.map((rule) => (
            <li key={rule.key}>{rule.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A password with a show/hide toggle (unless `ui:options.reveal` is false: the sign-in) and, unless `ui:options.strength` is false (the confirmation
 * field), the spec's four-segment strength bar with the rules still unmet listed under it. The
 * score and rule texts come from the core's passwordStrength, passed in.
 */
export function PasswordWidget(props: WidgetProps) {
  const [shown, setShown] = useState(false);
  const { labels } = stepFormContext(props.registry);
  const strengthOf =
    props.options.strength === false ? null : requireService(props.registry, 'passwordStrength', 'password');
  const strength = strengthOf ? strengthOf(typeof props.value === 'string' ? props.value : '') : null;
  const rulesId = `${props.id}__rules`;
  const Input = inputTemplate(props);
  return (
    <div className="password">
      <div className="password__row">
        <Input
          {...props}
          type={shown ? 'text' : 'password'}
          autoCapitalize="none"
          spellCheck={false}
          describedBy={strength?.unmet.length ? [rulesId] : []}
        />
        {props.options.reveal !== false && (
          <button
            type="button"
            className="password__toggle"
            aria-controls={props.id}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? labels.hidePassword : labels.showPassword}
          </button>
        )}
      </div>
      {strength && <StrengthMeter strength={strength} rulesId={rulesId} labels={labels} />}
    </div>
  );
}
