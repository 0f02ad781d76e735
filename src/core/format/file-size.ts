export type FileSizeUnit = 'bytes' | 'KB' | 'MB';

/**
 * A file size in bytes, KB or MB with units of 1000 (platform-services.md section 5, chat
 * attachments; the uploads show sizes the same way): whole bytes, then one decimal at most.
 */
export function fileSize(bytes: number): { value: string; unit: FileSizeUnit } {
  if (bytes < 1000) return { value: String(Math.max(0, Math.round(bytes))), unit: 'bytes' };
  const [divisor, unit]: [number, FileSizeUnit] = bytes < 1_000_000 ? [1000, 'KB'] : [1_000_000, 'MB'];
  const value = Math.round((bytes / divisor) * 10) / 10;
  // 999,999 bytes rounds to 1000 KB: say 1 MB instead.
  if (unit === 'KB' && value >= 1000) return { value: '1', unit: 'MB' };
  return { value: String(value), unit };
}
