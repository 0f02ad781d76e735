import { runBrandNew } from './brand-new/run-cli';

// `npm run brand:new`: scaffolds a new lender's brand folder. The logic lives in scripts/brand-new/;
// this file only connects it to the process. stdout, not console.log: the lint keeps console for warnings.
process.exitCode = await runBrandNew({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  interactive: process.stdin.isTTY === true,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
