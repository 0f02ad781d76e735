import { configure } from '@testing-library/dom';

// Testing Library's findBy*/waitFor give up after 1 s by default. On a loaded 2-core machine the
// first render of a lazy page (its chunks imported cold) can take longer than that, which failed a
// CI rehearsal while nothing was wrong. The assertions stay the same; only the wait is longer.
configure({ asyncUtilTimeout: 5_000 });

// The error summary is its own chunk, which a form asks for on its first touch (step-form.tsx); a
// test's fireEvent.click touches nothing first. Loaded here, it draws at once after a failed
// submit, as it does in the browser once the borrower has touched the form.
await import('@/renderer/form/step-form').then(({ preloadErrorSummary }) => preloadErrorSummary());

// Likewise the widgets the first registration step does not draw (widgets.tsx): loaded here, a
// form that draws them renders whole at once, as it does once the borrower has touched a form.
// widgets-cold.test.tsx checks the way there, before they are loaded.
await import('@/renderer/form/widgets').then(({ preloadMoreWidgets }) => preloadMoreWidgets());
