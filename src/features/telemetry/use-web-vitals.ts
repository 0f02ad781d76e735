import { useEffect } from 'react';
import { useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';
import { useRuntimeConfig } from '@/renderer/runtime-config/runtime-config';

/** What a borrower's first use of the page looks like: from then on the page is interactive and in use. */
const FIRST_USE = ['pointerdown', 'keydown'] as const;

/**
 * Starts the Core Web Vitals reporting on the borrower's first use of the page (a press or a
 * key), when the deployment's runtime configuration samples vitals at all. The measuring code is
 * never part of the page's first load: the library reads LCP and CLS from the browser's buffered
 * entries, so starting then loses neither; a visit that leaves without touching the page sends
 * none.
 */
export function useWebVitals(): void {
  const http = useHttp();
  const { orgCode } = useBrand();
  const sampleRate = useRuntimeConfig()?.telemetry.vitalsSampleRate;
  useEffect(() => {
    if (!sampleRate) return;
    const start = () => {
      stop();
      void import('./report-vitals').then(({ reportVitals }) => reportVitals({ http, orgCode, sampleRate }));
    };
    const stop = () => FIRST_USE.forEach((type) => window.removeEventListener(type, start, true));
    FIRST_USE.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
    return stop;
  }, [sampleRate, http, orgCode]);
}
