/**
 * `npm run brand:diff`: a plan of what a change to brands/ and flows/ does for borrowers, lender
 * by lender, before it is merged (like `terraform plan`). Compliance reviewers read this, not JSON.
 *
 *   npm run brand:diff                          working tree vs. where this branch left main (else HEAD)
 *   npm run brand:diff -- HEAD~3                working tree vs. any commit, branch or tag
 *   npm run brand:diff -- --format markdown     a pull-request comment instead of terminal text
 *   npm run brand:diff -- main --out plan/      also write plan/plan.md and plan/plan.txt
 *   npm run brand:diff -- --screenshots         also build the ref and the working tree in scratch copies and
 *                                               write brand-diff-report/index.html: the changed lenders'
 *                                               page sets before | after (scripts/brand-diff/visual-report.ts)
 *
 * Exit code 0: no borrower-visible change; 2: changes (listed); 1: error (bad ref, broken JSON).
 * Key order, indentation and `$schema` never count as changes; states, host prefixes and
 * regulator-review states compare as sets; hosts are resolved with the app's own resolver.
 *
 * Run it from the project folder (npm run does): that folder's git history and files are compared.
 * Code: scripts/brand-diff/ (computePlan is pure; the renderers only format its result).
 */
import { runBrandDiff } from './brand-diff/cli';

const { exitCode } = await runBrandDiff(process.argv.slice(2), process.cwd(), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTTY: process.stdout.isTTY,
  env: process.env,
});
process.exitCode = exitCode;
