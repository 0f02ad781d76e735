/**
 * `npm run brand:diff`: a plan of what a change to brands/ and flows/ does for borrowers, lender
 * by lender, before it is merged (like `terraform plan`). Compliance reviewers read this, not JSON.
 *
 * Options and exit codes: `npm run brand:diff -- --help` (USAGE in brand-diff/cli.ts).
 *
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
