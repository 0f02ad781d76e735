import { Link, useLocation } from 'react-router';
import { fillTemplate } from '@/core/text/template';
import { brandTemplateValues, useBrand } from '@/renderer/brand/brand-context';
import { PageHeading } from '@/renderer/page-heading';
import platform from '@flows/shell/platform.json';
import type { ShellPlatform } from '@/generated/types/shell-platform';
import { NotFoundPage } from '../shell/not-found-page';

const areas = (platform as Omit<ShellPlatform, '$schema'>).appAreas.areas;

/**
 * The app areas of the Apps menu (/exchange, /pay, /universal-marketplace, /universal-passport,
 * /portfolio, /group-manager): what the area is, under this brand's name, and the way back. An
 * area the brand does not enable (Portfolio Manager) is not found.
 */
export function AppAreaRoute() {
  const { pathname } = useLocation();
  const brand = useBrand();
  const area = areas[pathname.replace(/\/+$/, '')];
  if (!area || (area.brandSetting && !brand.menus[area.brandSetting])) return <NotFoundPage />;
  return (
    <article className="content-page">
      <PageHeading title={area.title} />
      <p className="lead">{fillTemplate(area.intro, brandTemplateValues(brand))}</p>
      <p>
        <Link to="/dashboard">{platform.appAreas.back}</Link>
      </p>
    </article>
  );
}
