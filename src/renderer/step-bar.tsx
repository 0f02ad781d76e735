import './step-bar.css';

export interface StepBarEntry {
  label: string;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * A progress bar as an ordered list: the current step carries aria-current="step" and steps
 * that are done say so in hidden text, so the state is not told by colour alone.
 */
export function StepBar({
  label,
  completed,
  items,
}: {
  label: string;
  completed: string;
  items: readonly StepBarEntry[];
}) {
  return (
    <nav aria-label={label} className="step-bar">
      <ol className="step-bar__list">
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
          </li>
        ))}
      </ol>
    </nav>
  );
}
