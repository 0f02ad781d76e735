import { describe, expect, it } from 'vitest';
import {
  findScreen,
  loadAllScreens,
  loadFormValidator,
  loadScreen,
  loadScreenArea,
  matchScreenPath,
  SCREEN_PATHS,
  screenArea,
  screenStage,
  screenTarget,
  type ScreenTarget,
} from './screens';

const ALL = await loadAllScreens();

describe('the static index: what a page knows before any area loads', () => {
  it('names the area and the stage of every screen, as the area files define them', async () => {
    for (const path of SCREEN_PATHS) {
      const screens = await loadScreenArea(screenArea(path)!);
      expect(screens[path], path).toBeDefined();
      expect(screenStage(path), path).toBe(ALL[path]!.stage);
    }
  });

  it('matches a URL to its screen with its parameters, literal segments first', () => {
    expect(matchScreenPath('income/link/PLAID')).toEqual({ path: 'income/link/:type', params: { type: 'PLAID' } });
    expect(matchScreenPath('product/select/confirm')?.path).toBe('product/select/confirm');
    expect(matchScreenPath('no/such/screen')).toBeUndefined();
    expect(screenArea('no/such/screen')).toBeUndefined();
    expect(screenArea('toString')).toBeUndefined();
  });
});

describe('loaders: one area, or one form validator, at a time', () => {
  it('an area holds only its own file’s screens', async () => {
    const product = await loadScreenArea('product');
    expect(Object.keys(product)).toContain('product/select');
    expect(Object.keys(product)).not.toContain('start/hmda');
  });

  it('loadScreen finds the definition a URL shows, loading its area', async () => {
    const found = await loadScreen('income/link/PLAID');
    expect(found?.screen).toBe(ALL['income/link/:type']);
    expect(found?.params).toEqual({ type: 'PLAID' });
    expect(await loadScreen('nowhere')).toBeUndefined();
    expect(findScreen('product/select', await loadScreenArea('product'))?.path).toBe('product/select');
  });

  it('refuses an unknown area, and a screen without a form validator', async () => {
    await expect(loadScreenArea('nowhere')).rejects.toThrow('run npm run generate');
    await expect(loadFormValidator('product/select')).rejects.toThrow('run npm run generate');
  });

  it('each form screen’s validator checks that form: credit/social wants nine digits', async () => {
    const validate = await loadFormValidator('credit/social');
    expect(validate({ ssn: '123456789' })).toBe(true);
    expect(validate({ ssn: '123-45-6789' })).toBe(false);
    const forms = Object.entries(ALL).filter(([, s]) => s.kind === 'form');
    expect(forms.length).toBeGreaterThan(0);
    for (const [path] of forms) expect(typeof (await loadFormValidator(path)), path).toBe('function');
  });
});

describe('screenTarget: a path known at run time, as a screen to go to', () => {
  it.each([
    { name: 'a screen', path: 'income/review', target: 'income/review' },
    { name: 'a screen with a parameter filled in', path: 'income/upload/PAYSTUB', target: 'income/upload/PAYSTUB' },
    {
      name: 'a screen with a query',
      path: 'product/select?offerId=a&drawAmount=1',
      target: 'product/select?offerId=a&drawAmount=1',
    },
    { name: 'a misspelt screen', path: 'income/reveiw', target: undefined },
  ])('$name', ({ path, target }) => {
    expect(screenTarget(path)).toBe(target);
  });

  it('knows every screen the income methods of income/review go to', () => {
    const methods = (ALL['income/review']?.options as { methods?: { screen: string }[] } | undefined)?.methods ?? [];
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) expect(screenTarget(method.screen), method.screen).toBe(method.screen);
  });
});

describe('ScreenTarget: the screens a widget may go to, as a type', () => {
  it('refuses a misspelt screen at typecheck', () => {
    const goTo = (to: ScreenTarget) => to;
    // @ts-expect-error -- no screen is called income/reveiw: npm run typecheck fails here without the marker
    expect(goTo('income/reveiw')).toBe('income/reveiw');
    expect(goTo('income/upload/PAYSTUB')).toBe('income/upload/PAYSTUB');
    expect(goTo('product/select?offerId=a')).toBe('product/select?offerId=a');
  });
});
