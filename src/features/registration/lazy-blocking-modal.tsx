import { lazy, Suspense, type ComponentProps } from 'react';

const Modal = lazy(() => import('./blocking-modal').then(({ BlockingModal }) => ({ default: BlockingModal })));

/**
 * The blocking modal (a step's stop, a refused submit) in its own chunk: only a borrower it stops
 * ever needs it, so the first step loads without it.
 */
export function LazyBlockingModal(props: ComponentProps<typeof Modal>) {
  return (
    <Suspense>
      <Modal {...props} />
    </Suspense>
  );
}
