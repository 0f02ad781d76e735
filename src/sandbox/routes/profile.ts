import type { Context, Hono } from 'hono';
import type { PersonName } from '@/generated/types/person-name';
import type { StoredProfile } from '@/generated/types/stored-profile';
import { authenticate } from '../auth/authenticate';
import { completedRecently, isActiveForAppStart } from '../heloc/application-view';
import type { SandboxContext } from '../sandbox-context';
import { listApplications } from '../stores/applications-store';
import { identitiesWithEmail, type Identity } from '../stores/identities-store';
import { profileView, readProfile, updateProfile } from '../stores/profiles-store';

/** The profile service and the search service's start check (borrower-journey spec, section 7). */
export function registerProfileRoutes(app: Hono, ctx: SandboxContext): void {
  function signedInProfile(c: Context): { identity: Identity; profile: StoredProfile } {
    const { identity } = authenticate(c, ctx);
    const profile = readProfile(ctx.db, identity.uuid);
    // Registration makes both in one transaction, so a missing profile is a sandbox bug.
    if (!profile) throw new Error(`Identity ${identity.uuid} has no profile`);
    return { identity, profile };
  }

  // Public: the set-password page shows the consents before there is anyone to sign in.
  app.get('/service-profile/api/v1/profile/consent-types', (c) => {
    ctx.validator.query(c, 'org-query');
    return c.json(ctx.seed.lending.consentTypes.profile);
  });

  app.get('/service-profile/api/v1/profile', (c) => {
    ctx.validator.query(c, 'org-query');
    const { identity, profile } = signedInProfile(c);
    return c.json(profileView(profile, identity));
  });

  app.put('/service-profile/api/v1/profile/name', async (c) => {
    ctx.validator.query(c, 'org-query');
    const { identity, profile } = signedInProfile(c);
    const body = await ctx.validator.body<PersonName>(c, 'person-name');
    const name = {
      firstName: body.firstName,
      // A name change replaces the whole name: a middle name left out is no middle name.
      middleName: body.middleName ?? null,
      lastName: body.lastName,
      suffix: body.suffix ?? null,
    };
    updateProfile(ctx.db, identity.uuid, { name }, ctx.now());
    return c.json(profileView(readProfile(ctx.db, identity.uuid) ?? profile, identity));
  });

  // The search service looks across orgs by email, as one person may hold an identity with
  // several lenders; only an active application in the signed-in org blocks a new one.
  app.get('/service-search/api/v1/profiles/actions/verify-ability-to-start-application', (c) => {
    ctx.validator.query(c, 'org-query');
    const { identity } = authenticate(c, ctx);
    const now = ctx.now();
    const orgs = new Set<string>();
    for (const other of identitiesWithEmail(ctx.db, identity.email)) {
      if (listApplications(ctx.db, other.uuid).some((a) => isActiveForAppStart(a.record, now))) orgs.add(other.org);
    }
    const blocking = listApplications(ctx.db, identity.uuid)
      .filter((a) => isActiveForAppStart(a.record, now))
      .at(-1);
    return c.json({
      canStartApplication: blocking === undefined,
      organizationsWithActiveApplication: [...orgs].sort(),
      ...(blocking && {
        activeApplication: {
          uuid: blocking.uuid,
          isInquiry: blocking.record.isInquiry,
          receivedHelocWithin45Days: completedRecently(blocking.record, now),
        },
      }),
    });
  });
}
