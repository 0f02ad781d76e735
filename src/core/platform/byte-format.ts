import { fileSize } from '@/core/format/file-size';
import { catalogue } from './platform-copy';

/**
 * A byte count as text, "512 bytes", "1.5 KB", "2 MB" (units of 1000, as chat attachments show
 * sizes). Anything but a finite number of bytes of at least 0 is a developer error: 'Invalid
 * argument' (platform-services section 8).
 */
export function formatBytes(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) throw new TypeError(catalogue.invalidArgument);
  const { value, unit } = fileSize(bytes);
  return `${value} ${unit}`;
}
