import { Link } from 'react-router';
import copy from '@flows/shell/copy.json';
import { PageHeading } from '@/renderer/page-heading';

export function NotFoundPage() {
  return (
    <div>
      <PageHeading title={copy.notFound.title} />
      <p>{copy.notFound.message}</p>
      <p>
        <Link to="/dashboard">{copy.notFound.homeLink}</Link>
      </p>
    </div>
  );
}
