import { expect, test } from '@playwright/test';

const STEP = '/account/heloc/register-v2';
const HEADING = 'Tell us about your property';

// The first registration step is in the page itself (scripts/prerender.ts): readable before any
// script runs, laid out as the app draws it (below the banners, when a lender has live ones), then
// replaced by the app.
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 900 },
]) {
  test(`${viewport.width}px: the prerendered first step shows without scripts and sits where the app draws it`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const still = await context.newPage();
    await still.goto(`${baseURL}${STEP}`);
    // Seen, but inert and hidden from assistive technology until the app is in.
    const prerendered = still.locator('[data-prerendered] h1');
    await expect(prerendered).toHaveText(HEADING);
    await expect(still.locator('[data-prerendered]')).toHaveAttribute('inert', '');
    await expect(still.getByRole('heading', { level: 1 })).toHaveCount(0);
    const before = await prerendered.boundingBox();
    const field = await still.locator('[data-prerendered] #root_propertyAddress_zip').boundingBox();
    await context.close();

    const live = await browser.newPage({ viewport });
    await live.goto(`${baseURL}${STEP}`);
    const heading = live.getByRole('heading', { level: 1, name: HEADING });
    await expect(heading).toBeFocused();
    await expect(live.locator('[data-prerendered]')).toHaveCount(0);
    // The lender's live banners open the app's page, above the step: the picture, drawn before
    // they are known, has none. Below them the step is where the picture has it.
    const banners = live.getByRole('region', { name: 'Announcements' });
    const down = (await banners.count())
      ? await banners.evaluate((region) => {
          const slot = region.parentElement!;
          return slot.getBoundingClientRect().height + parseFloat(getComputedStyle(slot).marginBottom);
        })
      : 0;
    const below = (box: { x: number; y: number; width: number; height: number } | null) =>
      box && { ...box, y: box.y - down };
    expect(below(await heading.boundingBox())).toEqual(before);
    expect(below(await live.getByRole('textbox', { name: 'ZIP code' }).boundingBox())).toEqual(field);
    await live.close();
  });
}

test('only the first step is prerendered: a later step and other pages load the plain page', async ({ request }) => {
  expect(await (await request.get(STEP)).text()).toContain(HEADING);
  for (const path of [`${STEP}/home-address`, '/dashboard', '/auth/login'])
    expect(await (await request.get(path)).text(), path).not.toContain(HEADING);
});
