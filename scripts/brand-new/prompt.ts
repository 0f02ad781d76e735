import { answerProblems, FIELDS, type Answers } from './fields';

/** The terminal, injected so the questions can be tested with scripted answers. */
export interface PromptIo {
  ask(question: string): Promise<string>;
  say(line: string): void;
}

/**
 * Asks for every field not given as a flag, in table order, showing the default in brackets.
 * A flag value that breaks its rule is asked again rather than failing the whole run: at a
 * terminal, the person can simply retype it. Clashes with other brands (taken org code or
 * host prefix) are left to scaffoldBrand, which reports them all at once.
 */
export async function askMissing(given: Answers, io: PromptIo): Promise<Answers> {
  const answers: Answers = { ...given };
  for (const spec of FIELDS) {
    let value = answers[spec.key];
    if (value !== undefined) {
      const problems = answerProblems(spec, value);
      if (problems.length === 0) continue;
      problems.forEach((p) => io.say(`  ${p}`));
      value = undefined;
    }
    while (value === undefined) {
      const offered = spec.fallback?.(answers) ?? spec.suggest?.(answers);
      const typed = (await io.ask(`${spec.question}${offered ? ` [${offered}]` : ''}: `)).trim();
      const candidate = typed || offered || '';
      if (candidate === '') {
        if (spec.need === 'optional') break;
        io.say(`  --${spec.flag} is needed`);
        continue;
      }
      const problems = answerProblems(spec, candidate);
      if (problems.length === 0) value = candidate;
      else problems.forEach((p) => io.say(`  ${p}`));
    }
    if (value !== undefined) answers[spec.key] = value;
  }
  return answers;
}
