import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormStep } from './step-form';
import { labels, services, testStep } from './test-support/form-fixtures';

// dom-setup.ts loads the widgets the first step does not draw before every test file; these tests
// take fresh modules, so those widgets are not loaded yet, as on a borrower's first page.
afterEach(cleanup);

async function coldModules() {
  vi.resetModules();
  const [{ StepForm }, widgets] = await Promise.all([import('./step-form'), import('./widgets')]);
  return { StepForm, widgets };
}

const addressOnly: FormStep = {
  ...testStep,
  schema: {
    type: 'object',
    properties: {
      propertyAddress: (testStep.schema as { properties: Record<string, object> }).properties.propertyAddress!,
    },
  },
  uiSchema: { propertyAddress: (testStep.uiSchema as Record<string, object>).propertyAddress! },
};

describe('the widgets the first step does not draw', () => {
  it('are named by a widget key or a boolean field, and not by the first step', async () => {
    const { widgets } = await coldModules();
    expect(widgets.needsMoreWidgets(addressOnly.schema, addressOnly.uiSchema)).toBe(false);
    expect(widgets.needsMoreWidgets({}, { phone: { 'ui:widget': 'phone' } })).toBe(true);
    expect(widgets.needsMoreWidgets({}, { a: { 'ui:options': { widget: 'textarea' } } })).toBe(true);
    expect(widgets.needsMoreWidgets({ properties: { ok: { type: 'boolean' } } }, {})).toBe(true);
    expect(widgets.needsMoreWidgets(testStep.schema, testStep.uiSchema)).toBe(true);
  });

  it('are not waited for by a form that does not draw them: it renders at once', async () => {
    const { StepForm } = await coldModules();
    render(
      <StepForm
        step={addressOnly}
        formData={{}}
        errors={[]}
        onChange={() => {}}
        onSubmit={() => {}}
        submitting={false}
        labels={labels}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Street address' })).toBeTruthy();
  });

  it('hold a form that draws them back until they are in, then it appears whole', async () => {
    const { StepForm } = await coldModules();
    // Rendered as in the browser (no act() around it), where a suspended form retries on its own.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    try {
      root.render(
        <StepForm
          step={testStep}
          formData={{}}
          errors={[]}
          onChange={() => {}}
          onSubmit={() => {}}
          submitting={false}
          labels={labels}
          formContext={services}
        />,
      );
      const form = within(host);
      expect(await form.findByLabelText('Password')).toBeTruthy();
      expect(form.getByRole('textbox', { name: 'Street address' })).toBeTruthy();
      expect(form.getByRole('textbox', { name: 'Mobile phone' })).toBeTruthy();
      expect(form.getByRole('checkbox', { name: /Terms of Use/ })).toBeTruthy();
    } finally {
      root.unmount();
      host.remove();
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
