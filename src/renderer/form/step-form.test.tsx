import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepFormError } from './field-errors';
import { StepForm } from './step-form';
import { Harness, labels, services, testStep } from './test-support/form-fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const input = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const describedBy = (element: Element) => (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
const textOf = (id: string) => document.getElementById(id)?.textContent ?? '';

describe('StepForm fields', () => {
  it('labels every control and passes ui:autocomplete and the inputmode through', () => {
    const { container } = render(<Harness />);
    for (const control of container.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
      expect(control.labels?.length, control.id).toBeGreaterThan(0);
    }
    for (const group of screen.getAllByRole('radiogroup'))
      expect(textOf(group.getAttribute('aria-labelledby')!)).not.toBe('');

    const address = screen.getByRole('group', { name: 'Property address' });
    expect(within(address).getByRole('textbox', { name: 'Street address' }).getAttribute('autocomplete')).toBe(
      'address-line1',
    );
    expect(input('Apartment or unit (optional)').getAttribute('autocomplete')).toBe('address-line2');
    expect(input('City').getAttribute('autocomplete')).toBe('address-level2');
    expect(input('State').getAttribute('autocomplete')).toBe('address-level1');
    expect(input('ZIP code').getAttribute('autocomplete')).toBe('postal-code');
    expect(input('ZIP code').getAttribute('inputmode')).toBe('numeric');
    const phone = input('Mobile phone');
    expect([phone.type, phone.getAttribute('inputmode'), phone.getAttribute('autocomplete')]).toEqual([
      'tel',
      'tel',
      'tel-national',
    ]);
    expect(input('Email (optional)').type).toBe('email');
    expect(input('Annual income').getAttribute('inputmode')).toBe('decimal');
    expect(input('Date of birth').getAttribute('placeholder')).toBe('MM/DD/YYYY');
    expect(input('Date of birth').getAttribute('autocomplete')).toBe('bday');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('combobox', { name: 'Primary income source' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ })).toBeTruthy();
    expect(input('Street address').getAttribute('aria-required')).toBe('true');
    expect(input('Apartment or unit (optional)').hasAttribute('aria-required')).toBe(false);
  });

  it('never sets a style attribute (strict CSP), with errors, warnings and a submit in flight too', () => {
    const errors: StepFormError[] = [
      { pointer: '/phoneNumber', message: 'Please enter your mobile phone', severity: 'error' },
      { pointer: '/propertyAddress/zip', message: 'Post-disaster inspection may apply', severity: 'warning' },
    ];
    const { container } = render(<Harness errors={errors} submitting />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    expect(container.querySelectorAll('[style]').length).toBe(0);
  });

  it('throws a developer error naming an unknown widget key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const step = { ...testStep, uiSchema: { propertyAddress: { zip: { 'ui:widget': 'slider' } } } };
    expect(() => render(<Harness step={step} />)).toThrow(
      /Unknown widget "slider" at \/propertyAddress\/zip in step "test-step"/,
    );
  });

  it('draws a nested object without a fieldset when ui:options.flatten is true', () => {
    const step = {
      ...testStep,
      uiSchema: { ...testStep.uiSchema, propertyAddress: { 'ui:options': { flatten: true } } },
    };
    render(<Harness step={step} />);
    expect(screen.queryByRole('group', { name: /Property address/ })).toBeNull();
    expect(input('street1')).toBeTruthy();
  });
});

describe('StepForm errors', () => {
  const streetError: StepFormError = {
    pointer: '/propertyAddress/street1',
    message: 'Street address is required',
    severity: 'error',
  };
  const phoneError: StepFormError = {
    pointer: '/phoneNumber',
    message: 'Please enter a valid phone number',
    severity: 'error',
  };

  it('shows an error beside its field, sets aria-invalid and describes the input by it and the help', () => {
    render(<Harness errors={[streetError, phoneError]} />);
    const street = input('Street address');
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(street).map(textOf)).toEqual(['Street address is required']);
    const phone = input('Mobile phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(phone).map(textOf)).toEqual([
      'We text a code to this number.',
      'Please enter a valid phone number',
    ]);
    expect(input('City').hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows warnings with their text prefix and without aria-invalid', () => {
    render(
      <Harness
        errors={[
          { pointer: '/propertyAddress/zip', message: 'Post-disaster inspection may apply', severity: 'warning' },
        ]}
      />,
    );
    const zip = input('ZIP code');
    expect(zip.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(zip).map(textOf)).toEqual(['Warning: Post-disaster inspection may apply']);
  });

  it('marks a radiogroup invalid and describes it by its error', () => {
    render(<Harness errors={[{ pointer: '/isListedForSale', message: 'Required', severity: 'error' }]} />);
    const group = screen.getByRole('radiogroup', { name: 'Is the property listed for sale?' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group).map(textOf)).toEqual(['Required']);
  });

  it('after a submit with errors focuses the first invalid field in page order and announces the count', () => {
    render(<Harness errorsOnSubmit={[phoneError, streetError]} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement).toBe(input('Street address'));
    expect(status.textContent).toBe('2 problems to fix');
  });

  it('clears the count 300 ms after announcing it, so the same count after another submit is read again', () => {
    render(<Harness errorsOnSubmit={[phoneError, streetError]} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const status = screen.getByRole('status');
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(status.textContent).toBe('2 problems to fix');
      act(() => vi.advanceTimersByTime(300));
      expect(status.textContent).toBe('');
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(status.textContent).toBe('2 problems to fix');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "1 problem" for one, and focuses the checked radio of an invalid group', () => {
    render(
      <Harness
        errorsOnSubmit={[{ pointer: '/occupancyType', message: 'Please select an occupancy type', severity: 'error' }]}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Second home' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Second home' }));
    expect(screen.getByRole('status').textContent).toBe('1 problem to fix');
  });

  it('shows an error of a whole address above its fields and focuses its first field', () => {
    render(
      <Harness
        errorsOnSubmit={[
          { pointer: '/propertyAddress', message: 'Please enter a valid property address', severity: 'error' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const group = screen.getByRole('group', { name: 'Property address' });
    expect(describedBy(group).map(textOf)).toEqual(['Please enter a valid property address']);
    expect(document.activeElement).toBe(input('Street address'));
  });

  it("focuses the form's own error, drawn above the fields, when it has no field", () => {
    render(
      <Harness
        errorsOnSubmit={[{ pointer: '', message: 'Something unexpected happened', severity: 'error' }, streetError]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const message = screen.getByText('Something unexpected happened').parentElement!;
    expect(document.activeElement).toBe(message);
    expect(message.compareDocumentPosition(input('Street address')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 problems to fix');
  });

  it('waits for the submit to finish before it announces errors that arrive later', () => {
    let finish: (errors: StepFormError[]) => void = () => undefined;
    function AsyncHarness() {
      const [state, setState] = useState<{ submitting: boolean; errors: StepFormError[] }>({
        submitting: false,
        errors: [],
      });
      finish = (errors) => setState({ submitting: false, errors });
      const submit = () => setState({ submitting: true, errors: [] });
      return (
        <StepForm
          step={testStep}
          formData={{}}
          labels={labels}
          formContext={services}
          onChange={() => undefined}
          onSubmit={submit}
          {...state}
        />
      );
    }
    render(<AsyncHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Submitting' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => finish([phoneError]));
    expect(document.activeElement).toBe(input('Mobile phone'));
    expect(screen.getByRole('status').textContent).toBe('1 problem to fix');
  });

  it('shows the submitting label with aria-busy while submitting, and ignores a second submit', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Harness onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.hasAttribute('aria-busy')).toBe(false);
    rerender(<Harness onSubmit={onSubmit} submitting />);
    expect(button.textContent).toBe('Submitting');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
