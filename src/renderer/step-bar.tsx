import './step-bar.css';

export interface StepBarEntry {
  label: string;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * A progress bar as an ordered list: the current step carries aria-current="step" and steps
 * that are done say so in hidden text, so the state is not told by colour alone. The 'panel'
 * variant (the shell's progress side panel) is a vertical list named by its panel, not a second
 * navigation landmark.
 */
export function StepBar({
  label,
  completed,
  items,
  upcoming,
  variant = 'bar',
  inPanelOnDesktop = false,
}: {
  label: string;
  completed: string;
  /** Hidden text after a step not reached yet, when given. */
  upcoming?: string;
  items: readonly StepBarEntry[];
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
  return (
    <nav aria-label={label} className={inPanelOnDesktop ? 'step-bar step-bar--in-panel-on-desktop' : 'step-bar'}>
      {list}
    </nav>
  );
}
