/**
 * Extra, generated lenders for scale checks (first-load size, validate and generate time with
 * 1,000 brands). Written only into scratch copies of the repository, never into brands/.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function writeSyntheticBrands(
  rootDir: string,
  count: number,
  templateOrg = 'GRANITE_TRUST',
): Promise<string[]> {
  const templateDir = join(rootDir, 'brands', templateOrg);
  const template = JSON.parse(await readFile(join(templateDir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  const codes: string[] = [];
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(4, '0');
    const orgCode = `SYNTHETIC_${n}`;
    const dir = join(rootDir, 'brands', orgCode);
    await mkdir(dir, { recursive: true });
    const { isDefault: _isDefault, ...rest } = template;
    const manifest = {
      ...rest,
      orgCode,
      displayName: `Synthetic Lender ${n}`,
      legalName: `Synthetic Lender ${n}, N.A.`,
      hostPrefixes: [`synthetic${n}`, `synth-${n}`],
      stateRestrictions: { newYork: { site: 'none' }, hawaii: { refer: false }, regulatorReview: [] },
    };
    await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await copyFile(join(templateDir, 'logo.svg'), join(dir, 'logo.svg'));
    codes.push(orgCode);
  }
  return codes;
}
