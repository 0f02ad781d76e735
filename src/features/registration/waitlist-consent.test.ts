import { describe, expect, it } from 'vitest';
import type { HttpClient } from '@/core/http/http-client';
import waitlistForm from '../../../flows/forms/waitlist.json';
import { waitlistConsentRecord } from './waitlist-consent';

describe('waitlistConsentRecord', () => {
  it("carries the WAITLIST type's current version, the checkbox's words as shown and the page", async () => {
    const calls: string[] = [];
    const http: HttpClient = <T>(method: string, path: string) => {
      calls.push(`${method} ${path}`);
      return Promise.resolve([
        { type: 'SMS', version: 2 },
        { type: 'WAITLIST', version: 4 },
      ] as T);
    };
    await expect(waitlistConsentRecord(http, '/account/heloc/register-v2')).resolves.toEqual({
      type: 'WAITLIST',
      version: 4,
      text: waitlistForm.uiSchema.consent['ui:title'],
      page: '/account/heloc/register-v2',
    });
    expect(calls).toEqual(['GET /service-profile/api/v1/profile/consent-types']);
  });

  it('a consent-types list without WAITLIST is an error (the back end would refuse the consent)', async () => {
    const http: HttpClient = <T>() => Promise.resolve([{ type: 'SMS', version: 2 }] as T);
    await expect(waitlistConsentRecord(http, '/x')).rejects.toThrow('no WAITLIST');
  });
});
