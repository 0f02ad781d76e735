import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fillTemplate } from '@/core/text/template';
import { brandTemplateValues, useBrand } from '@/renderer/brand/brand-context';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { PageHeading } from '@/renderer/page-heading';
import { useLoginMode } from './api/get-login-mode';
import { LoginForm, type LoginFormProps } from './login-form';
import { sessionCopy } from './session-copy';

const copy = sessionCopy.login;
export const START_APPLICATION_PATH = '/account/heloc/register-v2';

/**
 * /auth/login: heading (focused on arrival), the form, a way to start instead, and help. The
 * additional signer's login (variant "signer") has its own words and no way to start an application.
 */
export function LoginPage({
  help,
  variant = 'borrower',
  ...form
}: LoginFormProps & { help?: ReactNode; variant?: 'borrower' | 'signer' }) {
  const values = brandTemplateValues(useBrand());
  const words = variant === 'signer' ? sessionCopy.signer : copy;
  // The borrower sign-in sends the mode of the customer flag once it is known (spec section 6).
  const mode = useLoginMode('customer');
  return (
    <article className="content-page">
      <PageHeading title={fillTemplate(words.title, values)} />
      <p className="lead">{fillTemplate(words.intro, values)}</p>
      <LoginForm {...form} mode={variant === 'borrower' ? mode : undefined} />
      {variant === 'borrower' && (
        <>
          <p>
            {fillTemplate(copy.newHere, values)} <Link to={START_APPLICATION_PATH}>{copy.startApplication}</Link>
          </p>
          <p>
            <Link to={SESSION_SETTINGS.login.agentPath}>{SESSION_SETTINGS.login.copy.agentLink}</Link>
          </p>
        </>
      )}
      {help && (
        <section aria-labelledby="login-help">
          <h2 id="login-help">{copy.helpHeading}</h2>
          {help}
        </section>
      )}
    </article>
  );
}
