import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepFormError } from './field-errors';
import { StepForm } from './step-form';
import { Harness, labels, services, testStep } from './test-support/form-fixtures';
import { othersTouchedByChange } from './test-support/touched-by-change';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const input = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const describedBy = (element: Element) => (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
const textOf = (id: string) => document.getElementById(id)?.textContent ?? '';
const summary = () => screen.queryByRole('region', { name: 'There is a problem' });
const summaryLinks = () =>
  within(summary()!)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

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

describe('StepForm keystrokes', () => {
  it('redraws only the changed field when the caller builds the same errors anew on each render', async () => {
    // As the registration step does: its errors are computed again from the context on each keystroke.
    function Caller() {
      const [data, setData] = useState<Record<string, unknown>>({});
      const errors: StepFormError[] = [
        { pointer: '/propertyAddress/city', message: 'Post-disaster inspection may apply', severity: 'warning' },
      ];
      return (
        <StepForm
          step={testStep}
          formData={data}
          errors={errors}
          submitting={false}
          labels={labels}
          formContext={services}
          onChange={setData}
          onSubmit={() => undefined}
        />
      );
    }
    const { container } = render(<Caller />);
    const zip = input('ZIP code');
    const others = await othersTouchedByChange(container, zip, '7');
    expect(zip.value).toBe('7');
    expect(others).toEqual([]);
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
    // Not by colour alone: the message carries the error icon, hidden from screen readers.
    expect(document.getElementById(describedBy(street)[0]!)!.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
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

  it('after a failed submit focuses a summary under its title that links each error in page order', () => {
    render(<Harness errorsOnSubmit={[phoneError, streetError]} />);
    expect(summary()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const box = summary()!;
    expect(document.activeElement).toBe(box);
    expect(describedBy(box).map(textOf)).toEqual(['2 problems to fix']);
    expect(summaryLinks()).toEqual([
      ['Street address is required', '#root_propertyAddress_street1'],
      ['Please enter a valid phone number', '#root_phoneNumber'],
    ]);
    // Two fields may share the spec's words ("Required"): each link is described by its field's label.
    expect(
      within(box)
        .getAllByRole('link')
        .map((link) => describedBy(link).map(textOf).join(' ')),
    ).toEqual(['Street address', 'Mobile phone']);
    // The summary is what a screen reader hears on focus: no live region says it again.
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(within(box).getByRole('link', { name: 'Please enter a valid phone number' }));
    expect(document.activeElement).toBe(input('Mobile phone'));
  });

  it('says "1 problem", and its link focuses the checked radio of an invalid group', () => {
    const message = 'Please select an occupancy type';
    render(<Harness errorsOnSubmit={[{ pointer: '/occupancyType', message, severity: 'error' }]} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Second home' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedBy(summary()!).map(textOf)).toEqual(['1 problem to fix']);
    fireEvent.click(within(summary()!).getByRole('link', { name: message }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Second home' }));
  });

  it('shows an error of a whole address above its fields; its link focuses the first field', () => {
    const message = 'Please enter a valid property address';
    render(<Harness errorsOnSubmit={[phoneError, { pointer: '/propertyAddress', message, severity: 'error' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const group = screen.getByRole('group', { name: 'Property address' });
    expect(describedBy(group).map(textOf)).toEqual([message]);
    expect(summaryLinks().map(([text]) => text)).toEqual([message, 'Please enter a valid phone number']);
    fireEvent.click(within(summary()!).getByRole('link', { name: message }));
    expect(document.activeElement).toBe(input('Street address'));
  });

  it("lists the form's own error first and links it to the message drawn above the fields", () => {
    const message = 'Something unexpected happened';
    render(<Harness errorsOnSubmit={[streetError, { pointer: '', message, severity: 'error' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(summaryLinks().map(([text]) => text)).toEqual([message, 'Street address is required']);
    fireEvent.click(within(summary()!).getByRole('link', { name: message }));
    const shown = screen.getAllByText(message).find((element) => !element.closest('a'))!.parentElement!;
    expect(document.activeElement).toBe(shown);
    expect(shown.compareDocumentPosition(input('Street address')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves warnings out of the summary and draws none for warnings alone', () => {
    const warning: StepFormError = {
      pointer: '/propertyAddress/zip',
      message: 'Inspection may apply',
      severity: 'warning',
    };
    const { rerender } = render(<Harness errorsOnSubmit={[warning]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(summary()).toBeNull();
    rerender(<Harness errorsOnSubmit={[warning, phoneError]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(summaryLinks()).toEqual([['Please enter a valid phone number', '#root_phoneNumber']]);
  });

  it('removes the summary when a later submit finds nothing wrong', () => {
    const { rerender } = render(<Harness errorsOnSubmit={[phoneError]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(summary()).not.toBeNull();
    rerender(<Harness errorsOnSubmit={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(summary()).toBeNull();
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
    expect(summary()).toBeNull();
    act(() => finish([phoneError]));
    expect(document.activeElement).toBe(summary());
    expect(summaryLinks()).toEqual([['Please enter a valid phone number', '#root_phoneNumber']]);
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
