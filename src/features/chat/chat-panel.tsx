import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import copy from '@flows/chat/copy.json';
import { isResumable } from '@/core/chat/limits';
import { chooseChatMode } from '@/core/chat/mode';
import { nextOpening, pacificWhen } from '@/core/chat/next-opening';
import { fillTemplate } from '@/core/text/template';
import { useBrand } from '@/renderer/brand/brand-context';
import { FlowStepForm } from '@/renderer/form/flow-step-form';
import { useHttp } from '@/renderer/http/http-context';
import { LiveAnnouncement } from '@/renderer/live/live-announcement';
import { useEnvironment } from '@/renderer/runtime-config/runtime-config';
import { useChatHours } from './api/chat-hours';
import { readStoredChat } from './chat-storage';
import { EndPanel } from './end-panel';
import { MessageView } from './message-view';
import { useChat } from './use-chat';

// Vite leaves this out of production builds: `import.meta.env.DEV` is false there.
const DevTools = import.meta.env.DEV ? lazy(() => import('./dev-tools')) : null;

const APPLICATION_PATH = /\/account\/heloc\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/|$)/i;

export interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

/** The chat panel: a labelled, non-modal dialog with the start form, the conversation or its end. */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const titleId = useId();
  const brand = useBrand();
  const http = useHttp();
  const location = useLocation();
  const hours = useChatHours(brand.orgCode);
  const [agentId, setAgentId] = useState<string | undefined>(undefined);
  const [answers, setAnswers] = useState<{ name?: string; email?: string }>({});
  const messageBox = useRef<HTMLTextAreaElement>(null);

  const environment = useEnvironment();
  const stored = readStoredChat(window.localStorage, Date.now());
  const mode = chooseChatMode({
    open: hours.open.data?.open ?? false,
    agentSessionActive: stored?.chatMode === 'agent' && isResumable(stored, Date.now()),
    environment,
    modeParam: new URLSearchParams(location.search).get('mode'),
  });
  const chat = useChat({
    http,
    orgCode: brand.orgCode,
    pageUrl: `${location.pathname}${location.search}`,
    mode,
    applicationUuid: APPLICATION_PATH.exec(location.pathname)?.[1],
    agentId,
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !messageBox.current || event.target === messageBox.current) return;
    event.preventDefault();
    messageBox.current.focus();
  };

  const back = hours.week.data ? nextOpening(hours.week.data, new Date()) : null;
  const intro =
    mode === 'agent'
      ? copy.agentIntro
      : back
        ? fillTemplate(copy.chatbotIntroBack, { backAt: pacificWhen(back) })
        : copy.chatbotIntro;
  const hoursKnown = !hours.open.isPending;

  return (
    <section role="dialog" aria-labelledby={titleId} className="chat-panel" hidden={!open} onKeyDown={onKeyDown}>
      <div className="chat-panel__header">
        <h2 id={titleId}>{copy.panelTitle}</h2>
        <button type="button" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="chat-visually-hidden">{copy.close}</span>
        </button>
      </div>
      {chat.alert && (
        <p role="alert" className="chat-alert">
          {chat.alert.text}
        </p>
      )}
      <LiveAnnouncement text={chat.announcement} className="chat-visually-hidden" />
      {chat.phase === 'start' && hoursKnown && (
        <>
          <p>{intro}</p>
          <p className="chat-hint">{copy.startIntro}</p>
          <FlowStepForm<{ name?: string; email?: string }>
            formKey="chat-start"
            values={answers}
            onChange={setAnswers}
            onValid={(valid) => void chat.start({ name: valid.name ?? '', email: valid.email ?? '' })}
            submitting={chat.starting}
          />
        </>
      )}
      {chat.phase !== 'start' && chat.session && (
        <MessageView chat={chat} session={chat.session} messageBox={messageBox} ended={chat.phase === 'ended'} />
      )}
      {chat.phase === 'ended' && <EndPanel onRestart={chat.restart} />}
      {DevTools && (
        <Suspense fallback={null}>
          <DevTools mode={mode} agentId={agentId} onAgentId={setAgentId} onReset={chat.restart} />
        </Suspense>
      )}
    </section>
  );
}
