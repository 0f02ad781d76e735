import { actAs, applicationPath, screenTitle } from '../test-support/application';
import { forceStatus } from '../test-support/sandbox-client';
import { expect, test } from '../test-support/application-fixtures';

/**
 * A direct open of an application page (a link, a reload, a return from a provider) asks for the
 * application, the profile and the status as the app starts, together with the feature flags,
 * instead of after the flags and the route's code: they are on their way before the flags have
 * answered, and the routing on arrival uses that status read instead of asking again.
 */
test('a direct open asks for the application, the profile and the status alongside the flags', async ({
  page,
  request,
  borrowers,
}) => {
  const borrower = await borrowers.get('CA');
  await forceStatus(request, borrower.uuid, 'HMDA');
  await actAs(page, borrower);
  const sent = new Map<string, number>();
  const answered = new Map<string, number>();
  const name = (url: string) => {
    const { pathname } = new URL(url);
    if (pathname.endsWith('/features')) return 'flags';
    if (pathname === `/service-application/api/v1/application/heloc/${borrower.uuid}`) return 'application';
    if (pathname === '/service-profile/api/v1/profile') return 'profile';
    if (pathname.endsWith(`/${borrower.uuid}/status`)) return 'status';
    return null;
  };
  let statusReads = 0;
  let clock = 0;
  page.on('request', (r) => {
    const key = name(r.url());
    if (key === 'status') statusReads += 1;
    if (key && !sent.has(key)) sent.set(key, (clock += 1));
  });
  page.on('response', (r) => {
    const key = name(r.url());
    if (key && !answered.has(key)) answered.set(key, (clock += 1));
  });

  await page.goto(applicationPath(borrower.uuid));
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('start/hmda'), exact: true })).toBeFocused({
    timeout: 15_000,
  });
  expect(sent.get('application'), 'the application was asked for').toBeDefined();
  expect(sent.get('profile'), 'the profile was asked for').toBeDefined();
  expect(sent.get('application')!).toBeLessThan(answered.get('flags')!);
  expect(sent.get('profile')!).toBeLessThan(answered.get('flags')!);
  expect(sent.get('status')!, 'the status was asked for before the flags answered').toBeLessThan(
    answered.get('flags')!,
  );
  expect(statusReads, 'the routing took the status read as the page opened').toBe(1);
});
