import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/notary.json';
import { badRequest, renderWidget, testApplication } from '../../test-support/widget-test-kit';
import EnotaryIntro from './enotary-intro';

afterEach(cleanup);

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
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('notary/session'));
    expect(submitTask).toHaveBeenCalledWith('start-notary', {});
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
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "Task 'start-notary' is not open while the application is NOTARY_WAITING_PERIOD",
      ),
    );
    expect(goTo).not.toHaveBeenCalled();
  });
});
