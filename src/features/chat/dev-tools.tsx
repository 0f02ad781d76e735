import { useEffect, useId, useState } from 'react';
import words from '@flows/chat/dev-tools.json';
import type { ChatAgentListResponse } from '@/generated/types/chat-agent-list-response';
import { fillTemplate } from '@/core/text/template';
import { useHttp } from '@/renderer/http/http-context';

/** The non-production agent onboarding list (platform-services.md section 7). */
const AGENTS_PATH = '/service-omni-proxy/secure/api/v1/stream/admin/agent/onboarding/all';

/**
 * Development only (the dev server's build; never in dist/): the agent a chat goes to, a reset,
 * and Alt+Shift+X to show or hide this panel.
 */
export default function DevTools({
  mode,
  agentId,
  onAgentId,
  onReset,
}: {
  mode: string;
  agentId: string | undefined;
  onAgentId: (id: string | undefined) => void;
  onReset: () => void;
}) {
  const http = useHttp();
  const id = useId();
  const [shown, setShown] = useState(false);
  const [agents, setAgents] = useState<ChatAgentListResponse['agents']>([]);
  useEffect(() => {
    const toggle = (event: globalThis.KeyboardEvent) => {
      if (event.altKey && event.shiftKey && event.code === 'KeyX') setShown((was) => !was);
    };
    window.addEventListener('keydown', toggle);
    return () => window.removeEventListener('keydown', toggle);
  }, []);
  useEffect(() => {
    if (!shown) return;
    http<ChatAgentListResponse>('POST', AGENTS_PATH, { body: {} })
      .then((answer) => setAgents(answer.agents))
      .catch((error: unknown) => console.error('[chat dev tools]', error));
  }, [http, shown]);
  if (!shown) return null;
  return (
    <section aria-label={words.title} className="chat-feedback">
      <p>{fillTemplate(words.mode, { mode })}</p>
      <label htmlFor={id}>{words.agentSelect}</label>
      <select id={id} value={agentId ?? ''} onChange={(e) => onAgentId(e.target.value || undefined)}>
        <option value="">{words.anyAgent}</option>
        {agents.map((a) => (
          <option key={a.agentId} value={a.agentId}>
            {a.name}
          </option>
        ))}
      </select>
      <button type="button" onClick={onReset}>
        {words.reset}
      </button>
      <p className="chat-hint">{words.shortcuts}</p>
    </section>
  );
}
