import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from './cli-args';

const known = ['CEDAR_VALLEY_FCU', 'GRANITE_TRUST', 'MERIDIAN'];

describe('parseCliArgs', () => {
  it('renders every brand into screenshots/ with 2 workers by default', () => {
    expect(parseCliArgs([], known)).toEqual({ orgCodes: known, out: 'screenshots', workers: 2, help: false });
  });

  it('keeps the listed brands in brands/ order, once each', () => {
    const options = parseCliArgs(['--brands', 'MERIDIAN, CEDAR_VALLEY_FCU,MERIDIAN', '--out', '/tmp/x', '--workers', '3'], known);
    expect(options).toMatchObject({ orgCodes: ['CEDAR_VALLEY_FCU', 'MERIDIAN'], out: '/tmp/x', workers: 3 });
  });

  it('rejects an unknown org code, naming it and the closest known one', () => {
    expect(() => parseCliArgs(['--brands', 'MERIDIAN,GRANITE_TRUS'], known)).toThrow(UsageError);
    expect(() => parseCliArgs(['--brands', 'MERIDIAN,GRANITE_TRUS'], known)).toThrow('unknown brand "GRANITE_TRUS" (did you mean "GRANITE_TRUST"?): no brands/GRANITE_TRUS/manifest.json');
  });

  it('lists every unknown code, one per line', () => {
    expect(() => parseCliArgs(['--brands', 'NOPE,ZILCH'], known)).toThrow(/unknown brand "NOPE".*\nunknown brand "ZILCH"/);
  });

  it.each([
    { name: '--brands of commas only', argv: ['--brands', ' , '], message: '--brands needs at least one org code' },
    { name: '--brands without a value', argv: ['--brands'], message: "Option '--brands <value>' argument missing" },
    { name: 'an unknown option', argv: ['--colour'], message: "Unknown option '--colour'" },
    { name: 'a bare org code', argv: ['MERIDIAN'], message: 'Unexpected argument' },
    { name: '--workers 0', argv: ['--workers', '0'], message: '--workers must be a whole number from 1 to 16' },
    { name: 'an empty --out', argv: ['--out', ''], message: '--out must name a folder' },
  ])('rejects $name', ({ argv, message }) => {
    expect(() => parseCliArgs(argv, known)).toThrow(message);
  });
});
