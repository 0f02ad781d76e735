import { describe, expect, it } from 'vitest';
import faultCopy from '../../flows/faults/copy.json';
import identityUpload from '../../flows/forms/identity-upload.json';
import sharedDefs from '../../flows/shared/defs.json';
import { DEPLOY_TEMPLATE, nginxSite } from './nginx-config';
import {
  bodyLimit,
  HEADROOM_BYTES,
  largestUploadBytes,
  multiFileLimits,
  tooLargeBody,
  tooLargeReturnText,
} from './nginx-limits';

const site = nginxSite(DEPLOY_TEMPLATE);

/** A single-quoted nginx string as nginx reads it: \\, \' and \" lose their backslash, any other stays. */
const nginxUnquote = (text: string) => text.slice(1, -1).replace(/\\(["'\\])/g, '$1');

describe('the body limit', () => {
  it("is the flows' largest upload, one file of 10 MB, with room for its multipart envelope", () => {
    expect(identityUpload.rules.find((r) => r.field === '/front')!.params).toEqual({
      $ref: '../shared/defs.json#/ruleParams/uploadLimits',
    });
    expect(largestUploadBytes()).toBe(sharedDefs.ruleParams.uploadLimits.maxBytes);
    expect(largestUploadBytes()).toBe(10 * 1024 * 1024);
    expect(bodyLimit()).toBe('11m');
    expect(11 * 1024 * 1024).toBeGreaterThanOrEqual(largestUploadBytes() + HEADROOM_BYTES);
    expect(site).toContain('    client_max_body_size 11m;\n');
  });

  it('is larger, by the schemas’ file counts, for the two calls that carry several files at once', () => {
    const limits = multiFileLimits();
    expect(limits.map((l) => [l.path, l.size])).toEqual([
      ['^/service-conditions/external/api/v1/applications/[^/]+/conditions/[^/]+/documents$', '101m'],
      ['^/service-omni-proxy/insecure/api/v1/chat/[^/]+/messages$', '65m'],
    ]);
    for (const limit of limits) {
      expect(site).toContain(`        location ~ ${limit.path} {\n            client_max_body_size ${limit.size};\n`);
      const pattern = new RegExp(limit.path);
      expect(pattern.test('/service-krang-heloc/borrower/secure/api/v1/x/documents'), limit.path).toBe(false);
    }
    expect(
      new RegExp(limits[0]!.path).test('/service-conditions/external/api/v1/applications/a/conditions/b/documents'),
    ).toBe(true);
  });
});

describe('the answer to a larger body', () => {
  it("is a 413 in the back end's error shape with the words of flows/faults/copy.json", () => {
    expect(tooLargeBody()).toEqual({
      status: 413,
      message: faultCopy.tooLarge.message,
      errors: [{ pointer: '', message: faultCopy.tooLarge.message }],
    });
    expect(site).toContain('    error_page 413 = @too_large;\n');
    expect(site).toContain(`        default_type application/json;\n        return 413 ${tooLargeReturnText()};\n`);
  });

  it.each([
    ['the flows’ words', faultCopy.tooLarge.message],
    ['quotes, a dollar, a backslash and an accent', `It's "$10" \\ café 😀`],
  ])('reads back as that JSON once nginx has unquoted it: %s', (_name, message) => {
    const body = { status: 413, message, errors: [{ pointer: '', message }] };
    const text = tooLargeReturnText(body);
    expect(text).not.toMatch(/\$/);
    expect(text.slice(1, -1)).not.toMatch(/'/);
    expect(JSON.parse(nginxUnquote(text))).toEqual(body);
  });
});
