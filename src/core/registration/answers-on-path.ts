import type { RegistrationContext, RegistrationData } from './context';
import { registrationFlow } from './flow';
import { pathSteps } from './navigation';

/**
 * The answers without those that only steps off the borrower's path ask for: a draft may keep an
 * answer from a step the path has since left (a flag turned off, an occupancy changed), and what
 * was not asked this time is not sent. Fields no step asks for (prefill markers) stay.
 */
export function answersOnPath(ctx: RegistrationContext): RegistrationData {
  const onPath = new Set(pathSteps(ctx));
  const fieldsOf = (onPathOrNot: boolean) =>
    new Set(
      registrationFlow.steps
        .filter((s) => onPath.has(s.key) === onPathOrNot)
        .flatMap((s) => Object.keys((s.schema as { properties?: object }).properties ?? {})),
    );
  const asked = fieldsOf(true);
  const offPath = fieldsOf(false);
  return Object.fromEntries(
    Object.entries(ctx.data).filter(([field]) => asked.has(field) || !offPath.has(field)),
  ) as RegistrationData;
}
