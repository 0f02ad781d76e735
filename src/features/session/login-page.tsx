import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fillTemplate } from '@/core/text/template';
import { brandTemplateValues, useBrand } from '@/renderer/brand/brand-context';
import { PageHeading } from '@/renderer/page-heading';
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
  return (
    <article className="content-page">
      <PageHeading title={fillTemplate(words.title, values)} />
      <p className="lead">{fillTemplate(words.intro, values)}</p>
      <LoginForm {...form} />
      {variant === 'borrower' && (
        <p>
          {fillTemplate(copy.newHere, values)} <Link to={START_APPLICATION_PATH}>{copy.startApplication}</Link>
        </p>
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
