import { describe, expect, it } from 'vitest';
import routes from '@flows/signer/routes.json';
import { findSignerScreen } from './signer-screens';

describe('signer screens', () => {
  it.each([...routes.rows.map((r) => r.screen), routes.unrecognised.screen])('"%s" has a definition', (screen) => {
    expect(findSignerScreen(screen)?.screen.title).toBeTruthy();
  });

  it('has no definition for other names, inherited ones included', () => {
    expect(findSignerScreen('nope')).toBeUndefined();
    expect(findSignerScreen('toString')).toBeUndefined();
  });
});
