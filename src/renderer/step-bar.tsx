import type { ReactNode } from 'react';
import { fillTemplate } from '@/core/text/template';
import './step-bar.css';

export interface StepBarEntry {
  label: string;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * A progress bar as an ordered list: the current step carries aria-current="step" and steps
 * that are done say so in hidden text, so the state is not told by colour alone. The 'bar'
 * variant is numbered steps from 1024 px and, below, one line ("Step 2 of 8 · Select Offer") over
 * a thin segmented bar drawn by the same list (USWDS step indicator): filled segments are done, the
 * current one is taller, upcoming ones are outlines. The 'panel' variant (the shell's progress side
 * panel) is a vertical list named by its panel, not a second navigation landmark.
 */
export function StepBar({
  label,
  completed,
  stage,
  items,
  upcoming,
  detail,
  variant = 'bar',
  inPanelOnDesktop = false,
}: {
  label: string;
  completed: string;
  /** The phone's one line; {step}, {steps} and {label} of the current step. */
  stage?: string;
  /** Hidden text after a step not reached yet, when given. */
  upcoming?: string;
  items: readonly StepBarEntry[];
  /** A second line inside the current stage (registration's question count). */
  detail?: ReactNode;
  variant?: 'bar' | 'panel';
  /** Where a side panel repeats this bar on desktop (an application's own bar): the page leaves it to the panel there. */
  inPanelOnDesktop?: boolean;
}) {
  const list = (
    <ol
      className={`step-bar__list step-bar__list--${variant}`}
      {...(variant === 'panel' ? { 'aria-label': label } : {})}
    >
      {items.map((item, i) => (
        <li
          key={item.label}
          className={`step-bar__step step-bar__step--${item.state}`}
          {...(item.state === 'current' ? { 'aria-current': 'step' as const } : {})}
        >
          <span className="step-bar__number" aria-hidden="true">
            {i + 1}
          </span>
          <span className="step-bar__label">{item.label}</span>
          {item.state === 'done' && <span className="step-bar__hidden"> {completed}</span>}
          {item.state === 'upcoming' && upcoming && <span className="step-bar__hidden"> {upcoming}</span>}
        </li>
      ))}
    </ol>
  );
  if (variant === 'panel') return list;
  const current = items.findIndex((item) => item.state === 'current');
  const line =
    stage && current >= 0
      ? fillTemplate(stage, { step: current + 1, steps: items.length, label: items[current]!.label })
      : null;
  return (
    <nav aria-label={label} className={inPanelOnDesktop ? 'step-bar step-bar--in-panel-on-desktop' : 'step-bar'}>
      {line && <p className="step-bar__line">{line}</p>}
      {list}
      {detail && <p className="step-bar__detail">{detail}</p>}
    </nav>
  );
}
