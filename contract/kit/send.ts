import type { Answer } from './check-answer';
import type { Example, Operation } from './openapi-operations';

/** A request as the kit sends it: an operation's example, every placeholder filled and every part present. */
export type KitRequest = Required<Pick<Example, 'path' | 'query' | 'headers'>> & Pick<Example, 'body'>;

/** The smallest file whose first bytes are a real PDF signature: each multipart upload's file part. */
const PDF = new TextEncoder().encode('%PDF-1.4\n%contract kit\n');

/** The operation's path with its parameters filled, and the query. */
export function urlOf(baseUrl: string, op: Operation, req: KitRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(req.path[name] ?? ''));
  const query = new URLSearchParams(req.query as Record<string, string>).toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`;
}

/**
 * A multipart body: each field but fileCount as a form field, and fileCount file parts (one
 * when the schema has no fileCount; none when a bad request dropped it).
 */
function formOf(fields: Record<string, unknown>, fileParts: number): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (name !== 'fileCount') form.append(name, String(value));
  }
  for (let i = 0; i < fileParts; i += 1) {
    form.append('file', new File([PDF], `kit-${i + 1}.pdf`, { type: 'application/pdf' }));
  }
  return form;
}

export async function send(
  fetchFn: typeof fetch,
  url: string,
  op: Operation,
  req: KitRequest,
  fileParts = 1,
): Promise<Answer> {
  const headers = { ...req.headers } as Record<string, string>;
  let body: BodyInit | undefined;
  if (req.body !== undefined && op.request?.contentType === 'multipart/form-data') {
    body = formOf(req.body as Record<string, unknown>, fileParts);
  } else if (req.body !== undefined) {
    body = JSON.stringify(req.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetchFn(url, { method: op.method, headers, body });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: await res.text() };
}
