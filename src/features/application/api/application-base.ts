/** BASE of the borrower's application calls (src/sandbox/README.md). */
export function applicationBase(uuid: string): string {
  return `/service-krang-heloc/borrower/secure/api/v1/${encodeURIComponent(uuid)}`;
}
