import { Link } from 'react-router';
import { fillTemplate } from '@/core/text/template';
import { useBrand } from '@/renderer/brand/brand-context';
import { PageHeading } from '@/renderer/page-heading';
import type { ErrorCopy } from '@/generated/types/shell-copy';

/** The error fallback: apology, support phone and email, Try again and Go to dashboard. */
export function ErrorPanel({ text, onTryAgain }: { text: ErrorCopy; onTryAgain: () => void }) {
  const brand = useBrand();
  return (
    <div className="error-page">
      <PageHeading title={text.title} />
      <p>{text.apology}</p>
      <p>{fillTemplate(text.contact, { phone: brand.support.phone, email: brand.support.email })}</p>
      <p className="actions">
        <button type="button" className="button" onClick={onTryAgain}>
          {text.tryAgain}
        </button>
        <Link to="/dashboard" className="button button--secondary">
          {text.goToDashboard}
        </Link>
      </p>
    </div>
  );
}
