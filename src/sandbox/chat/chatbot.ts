import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatQueueFallback } from '@/generated/types/chat-queue-fallback';
import type { ChatbotScript } from '@/generated/types/chatbot';
import type { SchemaRegistry } from '../schema-registry';
import { describeFieldErrors, toFieldErrors } from '../validation-errors';

/** flows/chat/chatbot.json, checked against its schema: a broken script fails loudly. */
export function loadChatbotScript(rootDir: string, schemas: SchemaRegistry): ChatbotScript {
  const path = join(rootDir, 'flows', 'chat', 'chatbot.json');
  const data = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  const validate = schemas.get('flows', 'chatbot');
  if (!validate(data)) throw new Error(`${path}: ${describeFieldErrors(toFieldErrors(validate.errors ?? []), 'file')}`);
  return data as ChatbotScript;
}

/** flows/chat/queue-fallback.json, checked against its schema. */
export function loadQueueFallback(rootDir: string, schemas: SchemaRegistry): ChatQueueFallback {
  const path = join(rootDir, 'flows', 'chat', 'queue-fallback.json');
  const data = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  const validate = schemas.get('flows', 'chat-queue-fallback');
  if (!validate(data)) throw new Error(`${path}: ${describeFieldErrors(toFieldErrors(validate.errors ?? []), 'file')}`);
  return data as ChatQueueFallback;
}

export const DONT_KNOW_ID = 'dont-know';

/** The first answer one of whose keywords the message contains, else the don't-know reply. */
export function chatbotAnswer(script: ChatbotScript, message: string): { questionId: string; answer: string } {
  const text = message.toLowerCase();
  const found = script.answers.find((a) => a.keywords.some((k) => text.includes(k)));
  return found
    ? { questionId: found.questionId, answer: found.answer }
    : { questionId: DONT_KNOW_ID, answer: script.dontKnow };
}
