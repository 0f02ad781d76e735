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

export function typesBlock(indent: string): string[] {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
    const bare = type.split(';')[0]!.trim();
    byType.set(bare, [...(byType.get(bare) ?? []), extension.slice(1)]);
  }
  return [
    `${indent}types {`,
    ...[...byType].map(([type, extensions]) => `${indent}    ${type} ${extensions.join(' ')};`),
    `${indent}}`,
    `${indent}default_type application/octet-stream;`,
  ];
}

/** Types sent with "; charset=utf-8" (besides text/html, which nginx always marks). */
export function charsetTypes(): string {
  const types = Object.values(CONTENT_TYPES)
    .filter((t) => /charset=utf-8/i.test(t))
    .map((t) => t.split(';')[0]!.trim())
    .filter((t) => t !== 'text/html');
  return [...new Set(types)].join(' ');
}

export function compressedTypes(): string {
  const types = COMPRESSIBLE_EXTENSIONS.map((e) => CONTENT_TYPES[e]!.split(';')[0]!.trim()).filter(
    (t) => t !== 'text/html',
  );
  return [...new Set(types)].join(' ');
}

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
