import { useEffect, useRef } from 'react';
import { fillTemplate } from '@/core/text/template';
import copy from '@flows/shell/copy.json';
import { useBrand } from '@/renderer/brand/brand-context';

/**
 * The page's h1. On every page change it takes focus (so screen readers announce the new page
 * and keyboard users start from the top) and sets the tab title.
 */
export function PageHeading({ title }: { title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const brand = useBrand();
  useEffect(() => {
    document.title = fillTemplate(copy.documentTitle, { page: title, displayName: brand.displayName });
    ref.current?.focus({ preventScroll: false });
  }, [title, brand.displayName]);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-heading">
      {title}
    </h1>
  );
}
