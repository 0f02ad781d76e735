import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import flow from '@flows/application/screens/notary.json';
import { badRequest, renderWidget, testApplication } from '../../test-support/widget-test-kit';
import EnotaryIntro from './enotary-intro';

// jsdom has no modal dialogs: open and close set the attribute the way a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const explainer = () => screen.getByRole('dialog', { name: intro.copy.locationTitle });

const intro = flow.screens['notary/intro'];
const at = (checklistStatus: string) => testApplication({ status: { ...testApplication().status, checklistStatus } });

describe('enotary-intro', () => {
  it('starts the eNotary session, then opens it', async () => {
    const { submitTask, goTo } = renderWidget(EnotaryIntro, {
      screen: intro,
      screenPath: 'notary/intro',
      application: at('NOTARY_DISCLOSURE'),
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Before you start' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start my eNotary session' }));
    // The geolocation explainer first; this browser has no geolocation, so no location is sent.
    fireEvent.click(within(explainer()).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('notary/session'));
    expect(submitTask).toHaveBeenCalledWith('start-notary', {});
  });

  it('sends the shared location, rounded, with start-notary', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 39.7392358, longitude: -104.990251, accuracy: 35.2 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { submitTask, goTo } = renderWidget(EnotaryIntro, {
      screen: intro,
      screenPath: 'notary/intro',
      application: at('NOTARY_DISCLOSURE'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start my eNotary session' }));
    expect(within(explainer()).getByText(intro.copy.locationWhy)).toBeTruthy();
    fireEvent.click(within(explainer()).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('notary/session'));
    expect(submitTask).toHaveBeenCalledWith('start-notary', {
      location: { latitude: 39.739, longitude: -104.99, accuracyMeters: 35 },
    });
  });

  it('starts nothing when the borrower chooses Not now', () => {
    const { submitTask, goTo } = renderWidget(EnotaryIntro, {
      screen: intro,
      screenPath: 'notary/intro',
      application: at('NOTARY_DISCLOSURE'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start my eNotary session' }));
    fireEvent.click(within(explainer()).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submitTask).not.toHaveBeenCalled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('takes a borrower back to a session already started, without starting another', async () => {
    const { submitTask, goTo } = renderWidget(EnotaryIntro, {
      screen: intro,
      screenPath: 'notary/intro',
      application: at('DEED_SIGNING'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Return to my eNotary session' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('notary/session'));
    expect(submitTask).not.toHaveBeenCalled();
  });

  it("announces the server's message and stays", async () => {
    const { goTo } = renderWidget(EnotaryIntro, {
      screen: intro,
      screenPath: 'notary/intro',
      application: at('NOTARY_DISCLOSURE'),
      taskResult: badRequest("Task 'start-notary' is not open while the application is NOTARY_WAITING_PERIOD"),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start my eNotary session' }));
    fireEvent.click(within(explainer()).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "Task 'start-notary' is not open while the application is NOTARY_WAITING_PERIOD",
      ),
    );
    expect(goTo).not.toHaveBeenCalled();
  });
});
