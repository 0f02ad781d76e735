import { useEffect, useRef } from 'react';
import { fillTemplate } from '@/core/text/template';
import copy from '@flows/shell/copy.json';
import { useBrand } from '@/renderer/brand/brand-context';

/**
 * The first page of a load may find the borrower already in one of its fields: a prerendered step
 * is usable before the app comes (app/boot/early-input.ts). Focus stays there.
 */
let firstPage = true;
const inAField = () => document.activeElement?.matches('input, select, textarea') ?? false;

/**
 * The page's h1. On every page change it takes focus (so screen readers announce the new page
 * and keyboard users start from the top), but not from a field the borrower is in on the first
 * page, and sets the tab title.
 */
export function PageHeading({ title }: { title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const brand = useBrand();
  useEffect(() => {
    document.title = fillTemplate(copy.documentTitle, { page: title, displayName: brand.displayName });
    if (!(firstPage && inAField())) ref.current?.focus({ preventScroll: false });
    firstPage = false;
  }, [title, brand.displayName]);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-heading">
      {title}
    </h1>
  );
}
