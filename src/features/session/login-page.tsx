import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fillTemplate } from '@/core/text/template';
import { brandTemplateValues, useBrand } from '@/renderer/brand/brand-context';
import { PageHeading } from '@/renderer/page-heading';
import { LoginForm, type LoginFormProps } from './login-form';
import { sessionCopy } from './session-copy';

const copy = sessionCopy.login;
export const START_APPLICATION_PATH = '/account/heloc/register-v2';

/** /auth/login: heading (focused on arrival), the form, a way to start instead, and help. */
export function LoginPage({ help, ...form }: LoginFormProps & { help?: ReactNode }) {
  const values = brandTemplateValues(useBrand());
  return (
    <article className="content-page">
      <PageHeading title={fillTemplate(copy.title, values)} />
      <p className="lead">{fillTemplate(copy.intro, values)}</p>
      <LoginForm {...form} />
      <p>
        {fillTemplate(copy.newHere, values)} <Link to={START_APPLICATION_PATH}>{copy.startApplication}</Link>
      </p>
      {help && (
        <section aria-labelledby="login-help">
          <h2 id="login-help">{copy.helpHeading}</h2>
          {help}
        </section>
      )}
    </article>
  );
}
