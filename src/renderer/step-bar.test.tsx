import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stepBar } from '@/core/application/step-bar';
import { applicationCopy } from '@/core/application/screens';
import { StepBar } from './step-bar';

afterEach(cleanup);

const copy = applicationCopy.stepBar;

describe('StepBar (one progress model, issue 27)', () => {
  it("says the current step in one line for phones, marks it, and names the others' state in words", () => {
    render(
      <StepBar
        label={copy.label}
        completed={copy.completed}
        stage={copy.stage}
        items={stepBar(copy, 'PRODUCT_SELECT', false)}
      />,
    );
    const nav = screen.getByRole('navigation', { name: copy.label });
    expect(within(nav).getByText('Step 2 of 8 \u00b7 Select Offer')).toBeTruthy();
    const steps = within(nav).getAllByRole('listitem');
    expect(steps).toHaveLength(8);
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    expect(steps[0]!.textContent).toContain(copy.completed);
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it("registration's question count sits inside the first stage", () => {
    render(
      <StepBar
        label={copy.label}
        completed={copy.completed}
        stage={copy.stage}
        items={stepBar(copy, 'INITIAL', false)}
        detail="Question 3 of 7"
      />,
    );
    const nav = screen.getByRole('navigation', { name: copy.label });
    expect(within(nav).getByText('Step 1 of 8 \u00b7 Basic Info')).toBeTruthy();
    expect(within(nav).getByText('Question 3 of 7')).toBeTruthy();
  });

  it('draws no line when no step is current (a signer whose steps are all done)', () => {
    const items = copy.steps.map((s) => ({ label: s.label, state: 'done' as const }));
    render(<StepBar label={copy.label} completed={copy.completed} stage={copy.stage} items={items} />);
    expect(screen.queryByText(/^Step \d/)).toBeNull();
  });
});
