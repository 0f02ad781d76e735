import { REGISTRATION_RULES } from '../../../src/core/registration/rules';
import { didYouMean } from '../closest-name';
import { createErrorContext } from '../error-context';
import { describeErrors } from '../error-messages';
import { registrationAjvWith, registrationValidators } from '../../generate/registration-validators';
import type { ValidateFunction } from '../../lib/precompiled-validators';
import { checkRuleMessages } from './flow-forms';
import { registrationCheck } from './registration-flow';

type Json = Record<string, unknown>;

/**
 * A step names rules by key (src/core/registration/rules, which adds the form rules); an unknown key, params the rule does
 * not take, or a message the rule needs but the flow does not word fails the build, not the borrower.
 */
export const registrationRulesCheck = registrationCheck(async (loaded) => {
  const at = loaded.report;
  const paramsSchemas = Object.entries(REGISTRATION_RULES).map(([key, rule], i) => ({
    key,
    exportName: `rule${i}`,
    id: paramsId(key),
    schema: rule.params,
  }));
  // Precompiled from the cache (compiled and stored on a miss); ajv itself only to explain a failure.
  const precompiled = await registrationValidators(paramsSchemas, 'registration/rule-params');
  let ajv: ReturnType<typeof registrationAjvWith> | undefined;
  const compiled = () => (ajv ??= registrationAjvWith(paramsSchemas));
  const validatorOf = (name: string): ValidateFunction => {
    const exportName = paramsSchemas.find((s) => s.key === name)!.exportName;
    return precompiled?.[exportName] ?? compiled().getSchema(paramsId(name))!;
  };
  for (const { at: stepAt, step } of loaded.steps) {
    (step.rules as Json[]).forEach((use, r) => {
      const here = `${stepAt}/rules/${r}`;
      const name = use.rule as string;
      const rule = Object.hasOwn(REGISTRATION_RULES, name) ? REGISTRATION_RULES[name] : undefined;
      if (!rule) {
        at(
          `${here}/rule`,
          `"${name}" is not a registration rule${didYouMean(name, Object.keys(REGISTRATION_RULES))} (src/core/registration/rules, src/core/form/rules)`,
        );
        return;
      }
      const params = use.params ?? {};
      const validate = validatorOf(name);
      if (!validate(params)) {
        const errorContext = createErrorContext(compiled(), rule.params as Json, paramsId(name), params);
        for (const e of describeErrors(validate.errors ?? [], errorContext)) {
          at(`${here}/params${e.pointer}`, `${e.message} (params of rule "${name}")`, e.at);
        }
      }
      checkRuleMessages(name, rule.messages, use, here, at);
    });
  }
});

function paramsId(rule: string): string {
  return `https://registration.heloc.invalid/rule-params/${rule}`;
}
