import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fillTemplate } from '@/core/text/template';
import { brandTemplateValues, useBrand } from '@/renderer/brand/brand-context';
import { usesHostedLogin } from '@/core/session/hosted-login';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { PageHeading } from '@/renderer/page-heading';
import { useLoginMode } from './api/get-login-mode';
import { HostedLoginStart } from './hosted-login-start';
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
  notice,
  ...form
}: LoginFormProps & { help?: ReactNode; variant?: 'borrower' | 'signer'; notice?: string }) {
  const brand = useBrand();
  const values = brandTemplateValues(brand);
  const words = variant === 'signer' ? sessionCopy.signer : copy;
  // The borrower sign-in sends the mode of the customer flag once it is known (spec section 6);
  // a lender without passwords, or a broker-style mode, signs in through the provider's page.
  const mode = useLoginMode('customer');
  const hosted = variant === 'borrower' && usesHostedLogin('customer', mode, brand.authMode);
  return (
    <article className="content-page">
      <PageHeading title={fillTemplate(words.title, values)} />
      <p className="lead">{fillTemplate(words.intro, values)}</p>
      {notice && (
        <p role="alert" className="notice">
          {notice}
        </p>
      )}
      {hosted ? (
        <HostedLoginStart
          kind="customer"
          mode={mode}
          redirectUrl={form.redirectUrl}
          telemetryTrackingId={form.telemetryTrackingId}
        />
      ) : (
        <LoginForm {...form} mode={variant === 'borrower' ? mode : undefined} />
      )}
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
