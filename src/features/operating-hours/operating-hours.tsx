import { formatBusinessHours } from '@/core/format/business-hours';
import copy from '@flows/shell/copy.json';
import { useBrand } from '@/renderer/brand/brand-context';
import { useOperatingHours } from './api/get-operating-hours';

/** Customer-service hours of the brand's department, in Pacific Time. */
export function OperatingHours({ now = () => new Date() }: { now?: () => Date }) {
  const brand = useBrand();
  const hours = useOperatingHours(brand.support.hoursDepartment, brand.orgCode);
  if (hours.isPending) return null;
  if (hours.isError || !hours.data.length) return <p>{copy.footer.hoursUnavailable}</p>;
  return (
    <dl className="hours">
      {formatBusinessHours(hours.data, now()).map((line) => (
        <div key={line.days}>
          <dt>{line.days}</dt>
          <dd>{line.hours ?? copy.footer.hoursClosed}</dd>
        </div>
      ))}
    </dl>
  );
}
