import type { ConfirmProfileTask } from '@/generated/types/confirm-profile';
import type { SandboxContext } from '../sandbox-context';
import { updatePhone } from '../stores/identities-store';
import { updateProfile } from '../stores/profiles-store';

/**
 * What start/profile's confirm-profile task changes outside the application: the profile's name
 * and date of birth and the identity's phone (as PUT .../profile/name and the phone alias would).
 * Called after the task passed its schema and the workflow's checks.
 */
export function recordConfirmedProfile(ctx: SandboxContext, identityUuid: string, body: ConfirmProfileTask): void {
  const name = {
    firstName: body.name.firstName,
    middleName: body.name.middleName || null,
    lastName: body.name.lastName,
    suffix: body.name.suffix || null,
  };
  ctx.db.transaction(() => {
    updateProfile(ctx.db, identityUuid, { name, dob: body.dob }, ctx.now());
    updatePhone(ctx.db, identityUuid, body.phoneNumber);
  });
}
