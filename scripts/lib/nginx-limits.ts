/**
 * How large a request body nginx takes, and what it answers to a larger one. The limit is the
 * flows' largest upload (the maxBytes of every upload-file rule in flows/forms/) with room for the
 * multipart envelope; the two calls that carry several files in one body take the API schemas'
 * file count times that. A larger body gets a 413 in the back end's error shape
 * (schemas/api/api-error.schema.json) with the words of flows/faults/copy.json, which the app
 * shows for any 413.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiError } from '../../src/generated/types/api-error';
import type { FlowForm } from '../../src/generated/types/flow-form';
import { inlineFlowRefs } from './flow-refs';
import { parseJsonDocument } from './json-document';

const ROOT = join(import.meta.dirname, '..', '..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;

const MIB = 1024 * 1024;

/** Room for the multipart envelope (boundary, part headers, the documentType field): a few hundred bytes are used. */
export const HEADROOM_BYTES = MIB;

const flowDocs = (folder: string) =>
  readdirSync(join(ROOT, 'flows', folder))
    .filter((file) => file.endsWith('.json'))
    .map((file) => `flows/${folder}/${file}`)
    .map((file) => parseJsonDocument(file, join(ROOT, file), readFileSync(join(ROOT, file), 'utf8')));

/** The largest file any upload form of flows/forms/ takes (their limits are a $ref to flows/shared/, inlined here). */
export function largestUploadBytes(): number {
  const forms = flowDocs('forms');
  const { values } = inlineFlowRefs([...forms, ...flowDocs('shared')]);
  const sizes = forms
    .flatMap((doc) => (values.get(doc.file) as FlowForm).rules ?? [])
    .filter((rule) => rule.rule === 'upload-file')
    .map((rule) => (rule.params as { maxBytes?: number } | undefined)?.maxBytes ?? 0);
  const largest = Math.max(0, ...sizes);
  if (!largest) throw new Error('No upload-file rule with maxBytes in flows/forms/: the body limit has no source');
  return largest;
}

/** nginx's size syntax in whole mebibytes, rounded up. */
export const megabytes = (bytes: number) => `${Math.ceil(bytes / MIB)}m`;

/** Every call: one file of the largest upload, with its envelope. */
export const bodyLimit = () => megabytes(largestUploadBytes() + HEADROOM_BYTES);

export interface MultiFileLimit {
  /** A regular expression of the call's path, for a nested location. */
  path: string;
  size: string;
  why: string;
}

interface CountSchema {
  properties: { fileCount: { maximum: number } };
}
interface ChatFilesSchema {
  properties: { files: { maxItems: number; items: { properties: { content: { maxLength: number } } } } };
}

/** The calls that carry several files in one body. */
export function multiFileLimits(): MultiFileLimit[] {
  const conditionFiles = readJson<CountSchema>('schemas/api/condition-upload-fields.schema.json').properties.fileCount
    .maximum;
  const chatFiles = readJson<ChatFilesSchema>('schemas/api/chat-attachment-request.schema.json').properties.files;
  const chatFileChars = chatFiles.items.properties.content.maxLength;
  return [
    {
      path: '^/service-conditions/external/api/v1/applications/[^/]+/conditions/[^/]+/documents$',
      size: megabytes(conditionFiles * largestUploadBytes() + HEADROOM_BYTES),
      why: `A condition's documents: up to ${conditionFiles} files in one body (schemas/api/condition-upload-fields.schema.json).`,
    },
    {
      path: '^/service-omni-proxy/insecure/api/v1/chat/[^/]+/messages$',
      size: megabytes(chatFiles.maxItems * chatFileChars + HEADROOM_BYTES),
      why: `Chat files: up to ${chatFiles.maxItems} in one JSON body, base64 (schemas/api/chat-attachment-request.schema.json).`,
    },
  ];
}

/** The 413 body: the back end's error shape, in the flows' words. */
export function tooLargeBody(): ApiError {
  const { message } = readJson<{ tooLarge: { message: string } }>('flows/faults/copy.json').tooLarge;
  return { status: 413, message, errors: [{ pointer: '', message }] };
}

/**
 * A JSON string whose every character but letters, digits and plain punctuation is written
 * \uXXXX: nothing nginx's quoting or its variables ($) would read otherwise.
 */
const jsonString = (text: string) =>
  `"${text.replace(/[^\w .,:;!?()/-]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;

/** An error body (tooLargeBody() by default) as the single-quoted text of nginx's `return`. */
export function tooLargeReturnText(body: ApiError = tooLargeBody()): string {
  const { status, message, errors } = body;
  const entries = (errors ?? []).map((e) => `{"pointer":${jsonString(e.pointer)},"message":${jsonString(e.message)}}`);
  return `'{"status":${status},"message":${jsonString(message)},"errors":[${entries.join(',')}]}'`;
}
