import { useEffect } from 'react';
import { useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';
import { useRuntimeConfig } from '@/renderer/runtime-config/runtime-config';

/**
 * Starts the Core Web Vitals reporting once the page is `ready` (painted and interactive) and the
 * deployment's runtime configuration says how many loads report; its code loads only then.
 */
export function useWebVitals(ready: boolean): void {
  const http = useHttp();
  const { orgCode } = useBrand();
  const sampleRate = useRuntimeConfig()?.telemetry.vitalsSampleRate;
  useEffect(() => {
    if (!ready || !sampleRate) return;
    void import('./report-vitals').then(({ reportVitals }) => reportVitals({ http, orgCode, sampleRate }));
  }, [ready, sampleRate, http, orgCode]);
}
