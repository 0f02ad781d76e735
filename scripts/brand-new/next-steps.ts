/**
 * What staff do after the files exist, in the order brands/README.md ("Add a lender") does it,
 * with the new brand's own org code and host prefix filled in so every line can be copied.
 */
export function nextSteps(orgCode: string, hostPrefix: string, files: readonly string[]): string[] {
  const folder = `brands/${orgCode}`;
  return [
    ...files.map((f) => `✓ wrote ${f}`),
    `✓ npm run validate passes with ${orgCode}`,
    '',
    'Next:',
    '  1. Check the whole project:',
    '       npm run validate',
    '  2. Preview it with the development server:',
    '       npm run dev',
    `     then open http://localhost:5173/terms?org=${orgCode}`,
    `            or http://${hostPrefix}.localhost:5173/terms`,
    `     (npm start serves the production build on port 4173 instead: http://localhost:4173/terms?org=${orgCode})`,
    '  3. Take screenshots for the pull request:',
    `       npm run screenshots -- --brands ${orgCode}`,
    `  4. Replace ${folder}/logo.svg with the lender's logo (see "Logo guidelines" in brands/README.md).`,
    `  5. Review the footer disclaimer in ${folder}/manifest.json: it is placeholder text, and compliance`,
    '     supplies the words. Check products, referral, menus and flags against the contract too.',
    `  6. Commit ${folder}/ and open a pull request.`,
  ];
}
