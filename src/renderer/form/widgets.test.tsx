import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepForm } from './step-form';
import { Harness, labels, testStep } from './test-support/form-fixtures';
import { assertKnownWidgets } from './widgets';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const lastData = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as Record<string, unknown>;

describe('phone and money widgets', () => {
  it('formats the phone as it is typed and stores the formatted text', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const phone = screen.getByRole('textbox', { name: 'Mobile phone' }) as HTMLInputElement;
    type(phone, '555');
    expect(phone.value).toBe('(555');
    type(phone, '5555550142');
    expect(phone.value).toBe('(555) 555-0142');
    expect(lastData(onChange).phoneNumber).toBe('(555) 555-0142');
    type(phone, '');
    expect(lastData(onChange).phoneNumber).toBeUndefined();
  });

  it('shows dollars with thousands separators and stores the number', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const income = screen.getByRole('textbox', { name: 'Annual income' }) as HTMLInputElement;
    type(income, '12500');
    expect(income.value).toBe('$12,500');
    expect(lastData(onChange).income).toBe(12500);
    type(income, '$12,500.5');
    expect(income.value).toBe('$12,500.5');
    expect(lastData(onChange).income).toBe(12500.5);
    fireEvent.blur(income);
    expect(income.value).toBe('$12,500.50');
    type(income, 'abc');
    expect(income.value).toBe('');
    expect(lastData(onChange).income).toBeUndefined();
  });

  it('names the missing core service when a widget needs one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const props = {
      step: testStep,
      formData: {},
      errors: [],
      submitting: false,
      labels,
      onChange: () => undefined,
      onSubmit: () => undefined,
    };
    expect(() => render(<StepForm {...props} formContext={{}} />)).toThrow(
      /"phone" widget needs formContext.formatPhone/,
    );
  });
});

describe('choice widgets', () => {
  it('asks yes/no as a radiogroup that arrow keys operate, storing a boolean', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Is the property listed for sale?' });
    const [yes, no] = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect([yes!.checked, no!.checked]).toEqual([false, false]);
    expect(lastData(onChange)?.isListedForSale).toBeUndefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(lastData(onChange).isListedForSale).toBe(true);
    yes!.focus();
    fireEvent.keyDown(yes!, { key: 'ArrowRight' });
    expect(no!.checked).toBe(true);
    expect(document.activeElement).toBe(no);
    expect(lastData(onChange).isListedForSale).toBe(false);
    fireEvent.keyDown(no!, { key: 'ArrowDown' });
    expect(yes!.checked).toBe(true);
    expect(document.activeElement).toBe(yes);
  });

  it('offers enum values as radios labelled by ui:enumNames and stores the value', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'How do you use the property?' });
    const home = within(group).getByRole('radio', { name: 'Primary home' });
    fireEvent.keyDown(home, { key: 'ArrowLeft' });
    expect(lastData(onChange).occupancyType).toBe('SECONDARY');
    expect((within(group).getByRole('radio', { name: 'Second home' }) as HTMLInputElement).checked).toBe(true);
  });

  it('leads a select with its placeholder and stores the chosen value', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Primary income source' }) as HTMLSelectElement;
    expect(select.options[0]!.textContent).toBe('Select one');
    fireEvent.change(select, { target: { value: '1' } });
    expect(lastData(onChange).employmentType).toBe('RETIRED');
  });

  it('draws a consent checkbox with safe links only, storing a boolean', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const link = screen.getByRole('link', { name: 'Terms of Use (opens in a new tab)' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      '/terms',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(screen.queryByRole('link', { name: /bad link/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
    expect(lastData(onChange).termPrivacyConsent).toBe(true);
  });
});

describe('password widget', () => {
  it('shows a four-segment meter of the score and lists the unmet rules', () => {
    const { container } = render(<Harness />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect([
      meter.getAttribute('aria-valuemin'),
      meter.getAttribute('aria-valuemax'),
      meter.getAttribute('aria-valuenow'),
    ]).toEqual(['0', '4', '0']);
    type(password, 'Abcdef1');
    expect(meter.getAttribute('aria-valuenow')).toBe('2');
    expect(meter.getAttribute('aria-valuetext')).toBe('2 of 4');
    expect(meter.querySelectorAll('.strength__segment').length).toBe(4);
    expect(meter.querySelectorAll('.strength__segment--on').length).toBe(2);
    const rules = container.querySelector('.strength__rules')!;
    expect([...rules.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'At least 12 characters',
      'A special character from !@#$%^&*',
    ]);
    expect(password.getAttribute('aria-describedby')).toBe(rules.id);
    type(password, 'Abcdef1!ghijk');
    expect(meter.getAttribute('aria-valuenow')).toBe('4');
    expect(container.querySelector('.strength__rules')).toBeNull();
  });

  it('toggles between hidden and shown with a named button', () => {
    render(<Harness />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('leaves the meter out when ui:options.strength is false (the confirmation field)', () => {
    const uiSchema = {
      ...testStep.uiSchema,
      password: { 'ui:widget': 'password', 'ui:title': 'Password', 'ui:options': { strength: false } },
    };
    render(<Harness step={{ ...testStep, uiSchema }} />);
    expect(screen.queryByRole('meter')).toBeNull();
  });
});

describe('assertKnownWidgets', () => {
  it('accepts registry keys and names the first unknown one with its place', () => {
    expect(() =>
      assertKnownWidgets({ a: { 'ui:widget': 'money' }, b: { c: { 'ui:options': { widget: 'yes-no' } } } }, 'step "x"'),
    ).not.toThrow();
    expect(() => assertKnownWidgets({ a: { b: { 'ui:widget': 'TextWidget' } } }, 'step "x"')).toThrow(
      'Unknown widget "TextWidget" at /a/b in step "x"',
    );
    expect(() => assertKnownWidgets({ 'ui:options': { widget: 'range' } }, 'step "x"')).toThrow(
      'Unknown widget "range" at / in step "x"',
    );
  });
});
