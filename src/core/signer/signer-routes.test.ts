import { describe, expect, it, vi } from 'vitest';
import routes from '@flows/signer/routes.json';
import { signerPath, signerScreenFor, signerScreenOf } from './signer-routes';

describe('signer routes', () => {
  it.each(routes.rows.map((r) => [r.status, r.screen]))('%s -> %s', (status, screen) => {
    const warn = vi.fn();
    expect(signerScreenFor(status, warn)).toBe(screen);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends an unknown status to the error screen with a warning naming it', () => {
    const warn = vi.fn();
    expect(signerScreenFor('SOMETHING_NEW', warn)).toBe(routes.unrecognised.screen);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SOMETHING_NEW'));
  });

  it('builds and reads signer paths', () => {
    expect(signerPath('sign')).toBe('/account/heloc/heloc-signer/sign');
    expect(signerPath('intro', '8f1c2d3e-0000-4000-8000-000000000001')).toBe(
      '/account/heloc/heloc-signer/intro?application=8f1c2d3e-0000-4000-8000-000000000001',
    );
    expect(signerScreenOf('/account/heloc/heloc-signer/sign/')).toBe('sign');
    expect(signerScreenOf('/account/heloc/heloc-signer/conditions/upload-document')).toBe('conditions/upload-document');
    expect(signerScreenOf('/account/heloc/heloc-signer/')).toBeNull();
    expect(signerScreenOf('/account/heloc/1234/sign')).toBeNull();
  });
});
