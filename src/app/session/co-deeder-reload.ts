import { useEffect } from 'react';
import { isCoDeeder } from '@/core/profile/profile-type';
import { useProfile } from '@/api/get-profile';
import { appSession } from './app-session';

/** Carries out the core's `reload-without-token` instruction. */
export function reloadWithoutToken(): void {
  appSession.tokens.clear();
  window.location.reload();
}

/** A CO_DEEDER profile on the main app has its token removed and the page reloaded (spec section 6). */
export function useCoDeederReload(): void {
  const profile = useProfile();
  useEffect(() => {
    if (isCoDeeder(profile.data)) reloadWithoutToken();
  }, [profile.data]);
}
