/**
 * Pieces of the nginx configuration written from ./security-headers.ts (headers, content types,
 * charset and compression) and the access log's format, for ./nginx-config.ts.
 */
import { COMPRESSIBLE_EXTENSIONS, CONTENT_TYPES, SECURITY_HEADERS } from './security-headers';

export const quote = (value: string) => {
  if (/["\\$\n]/.test(value)) throw new Error(`A header value nginx would read otherwise: ${value}`);
  return `"${value}"`;
};

/** One header name as browsers and nginx write it: Content-Security-Policy. */
export const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

export function securityHeaders(indent: string): string[] {
  // `always`: on error answers too. add_header does not inherit into a block that has its own,
  // so every location below names them all.
  return Object.entries(SECURITY_HEADERS).map(
    ([name, value]) => `${indent}add_header ${headerName(name)} ${quote(value)} always;`,
  );
}

/** A content type without its parameters: text/javascript, not text/javascript; charset=utf-8. */
const bareType = (type: string) => type.split(';')[0]!.trim();

/** Types for an nginx list, once each; text/html is left out because nginx always includes it. */
const typeList = (types: readonly string[]) =>
  [...new Set(types.map(bareType).filter((t) => t !== 'text/html'))].join(' ');

export function typesBlock(indent: string): string[] {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(CONTENT_TYPES))
    byType.set(bareType(type), [...(byType.get(bareType(type)) ?? []), extension.slice(1)]);
  return [
    `${indent}types {`,
    ...[...byType].map(([type, extensions]) => `${indent}    ${type} ${extensions.join(' ')};`),
    `${indent}}`,
    `${indent}default_type application/octet-stream;`,
  ];
}

/** Types sent with "; charset=utf-8". */
export const charsetTypes = () => typeList(Object.values(CONTENT_TYPES).filter((t) => /charset=utf-8/i.test(t)));

export const compressedTypes = () => typeList(COMPRESSIBLE_EXTENSIONS.map((e) => CONTENT_TYPES[e]!));

/** The access log: the path without the query string, and no Authorization, Cookie or Referer. */
export function accessLogFormat(): string[] {
  return [
    "# The access log keeps the path only: the query string (a landing's ?userData=, the signer's",
    '# ?token=) carries personal data, and so does a same-origin Referer; no Authorization or Cookie.',
    'map $request_uri $heloc_request_path {',
    '    default $request_uri;',
    '    "~^(?<heloc_path>[^?]*)\\?" $heloc_path;',
    '}',
    '',
    'log_format heloc_access \'$remote_addr "$http_x_forwarded_for" [$time_local] \'',
    '                        \'"$request_method $heloc_request_path $server_protocol" $status $body_bytes_sent \'',
    '                        \'$request_time "$http_user_agent" $host\';',
  ];
}
