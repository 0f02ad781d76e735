import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/notary.json';
import { BASE, badRequest, descriptionOf, renderWidget, testApplication } from '../../test-support/widget-test-kit';
import NotarySchedule from './notary-schedule';

afterEach(cleanup);

const schedule = flow.screens['notary/schedule-manual'];
// Noon UTC is the same calendar day in every US time zone, whatever zone the test machine has.
const slots = {
  fee: 300,
  slots: [
    { id: 'slot-2', start: '2026-11-23T18:00:00Z', end: '2026-11-23T19:00:00Z' },
    { id: 'slot-1', start: '2026-11-23T16:00:00Z', end: '2026-11-23T17:00:00Z' },
    { id: 'slot-3', start: '2026-11-24T16:00:00Z', end: '2026-11-24T17:00:00Z' },
  ],
};
const render = (
  taskResult: ReturnType<typeof badRequest> | null = null,
  answer: [number, unknown] = [200, slots],
  application = testApplication(),
) =>
  renderWidget(NotarySchedule, {
    screen: schedule,
    screenPath: 'notary/schedule-manual',
    routes: { [`GET ${BASE}/notary/slots`]: answer },
    taskResult,
    application,
  });
const reserve = () => fireEvent.click(screen.getByRole('button', { name: 'Reserve appointment' }));

describe('notary-schedule', () => {
  it('states the $300 fee, groups the slots by day and reserves the chosen one', async () => {
    const { submitTask } = render();
    expect(
      await screen.findByText(
        "Signing with a notary in person costs $300. The fee is added to your closing costs; you don't pay anything today.",
      ),
    ).toBeTruthy();
    const days = screen.getAllByRole('group').slice(1);
    expect(days.map((d) => d.querySelector('legend')!.textContent)).toHaveLength(2);
    expect(days[0]!.querySelectorAll('input[type=radio]')).toHaveLength(2);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['slot-1', 'slot-2', 'slot-3']);
    fireEvent.click(radios[1]!);
    reserve();
    await waitFor(() => expect(submitTask).toHaveBeenCalledWith('reserve-notary', { slotId: 'slot-2' }));
  });

  it('asks for a slot, tied to the radios', async () => {
    const { submitTask } = render();
    await screen.findByRole('group', { name: 'Choose an appointment' });
    reserve();
    const first = screen.getAllByRole('radio')[0]!;
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(first)).toBe('Please choose an appointment');
    expect(submitTask).not.toHaveBeenCalled();
  });

  it("announces the server's message", async () => {
    render(badRequest('That appointment was just taken. Please choose another.'));
    fireEvent.click((await screen.findAllByRole('radio'))[0]!);
    reserve();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('That appointment was just taken. Please choose another.'),
    );
  });

  it('says when there are no slots, and when they cannot be loaded', async () => {
    render(null, [200, { fee: 300, slots: [] }]);
    expect(await screen.findByText(/There are no open appointments in the next five business days/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reserve appointment' })).toBeNull();
    cleanup();
    render(null, [500, { message: 'boom' }]);
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the available appointments.");
  });
});

describe('notary-schedule once reserved', () => {
  const reserved = testApplication({ notary: { slotId: 'slot-1', start: '2026-11-23T16:00:00Z', fee: 300 } });

  it('shows the appointment and the fee, and lets the borrower choose another time', async () => {
    const { submitTask } = render(null, [200, slots], reserved);
    const status = screen.getByRole('status');
    expect(status.querySelector('h2')!.textContent).toBe('Your notary appointment is reserved');
    expect(status.textContent).toMatch(
      /A notary will meet you at your property on Monday, November 23 at \d{1,2}:00 [AP]M/,
    );
    expect(status.textContent).toContain('The in-person notary fee of $300 is added to your closing costs.');
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a different time' }));
    fireEvent.click((await screen.findAllByRole('radio'))[2]!);
    reserve();
    await waitFor(() => expect(submitTask).toHaveBeenCalledWith('reserve-notary', { slotId: 'slot-3' }));
    expect(await screen.findByRole('button', { name: 'Choose a different time' })).toBeTruthy();
  });
});
