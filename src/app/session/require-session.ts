import { redirect, type LoaderFunctionArgs } from 'react-router';
import { localTokenStore } from './token-store';

/** Signed-in routes send anonymous visitors to login, remembering where they were going. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (localTokenStore.get()) return null;
  const url = new URL(request.url);
  return redirect(`/auth/login?redirectUrl=${encodeURIComponent(url.pathname + url.search)}`);
}
