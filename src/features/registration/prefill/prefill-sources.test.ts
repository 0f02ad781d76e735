import { describe, expect, it } from 'vitest';
import userDataSpec from '@flows/prefill/user-data-param.json';
import { LANDING_PARAMS } from './prefill-sources';

describe('landing parameters', () => {
  it('include every userData parameter name of the flow, so a link carrying one loads the decoder', () => {
    for (const name of userDataSpec.parameterNames) expect(LANDING_PARAMS).toContain(name);
  });
});
