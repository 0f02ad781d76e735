// The sandbox's agent console: plain DOM, no framework, no inline script (the page keeps the
// strict CSP). Reads and acts through the same control API the browser tests call.
const API = '/__sandbox/chat/conversations';
const drafts = new Map();

async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return response.status === 204 ? null : response.json();
}

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'on') for (const [event, handler] of Object.entries(value)) node.addEventListener(event, handler);
    else if (key in node) node[key] = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

const agentName = () => document.getElementById('agent-name').value.trim() || 'Agent';

function readFile(file) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function context(conversation) {
  const rows = [
    ['Brand', conversation.org],
    [
      'Application',
      conversation.applicationUuid ? `${conversation.loanNumber ?? ''} (${conversation.applicationUuid})` : 'None',
    ],
    ['Status', conversation.applicationStatus ?? 'No application'],
    ['Stage', conversation.stage ?? '—'],
    ['Page', conversation.pageUrl],
    ['Mode', conversation.chatMode],
    [
      'Queue',
      conversation.queue === 'loan-officer' ? `Loan officer first: ${conversation.loanOfficerName}` : 'General queue',
    ],
    ['Chat status', conversation.status],
  ];
  return el('dl', {}, ...rows.flatMap(([term, value]) => [el('dt', {}, term), el('dd', {}, value)]));
}

function transcript(conversation) {
  const log = el('div', { className: 'transcript', role: 'log', 'aria-label': `Messages with ${conversation.name}` });
  for (const m of conversation.messages) {
    const files = (m.attachments ?? []).map((a) => ` [file: ${a.name}, ${a.size} bytes]`).join('');
    log.append(el('p', {}, `${m.authorName ?? m.author}: ${m.body}${files}`));
  }
  return log;
}

function actions(conversation, refresh) {
  const id = conversation.conversationId;
  const closed = conversation.status === 'ended' || conversation.status === 'frozen';
  const inputId = `reply-${id}`;
  const box = el('textarea', {
    id: inputId,
    value: drafts.get(id) ?? '',
    disabled: closed,
    on: { input: (event) => drafts.set(id, event.target.value) },
  });
  const fileId = `file-${id}`;
  const file = el('input', { id: fileId, type: 'file', disabled: closed });
  const act = (path, body) => () => call('POST', `${API}/${id}/${path}`, body).then(() => refresh());
  return el(
    'div',
    { className: 'actions' },
    el('label', { htmlFor: inputId }, `Answer ${conversation.name}`),
    box,
    el(
      'button',
      {
        type: 'button',
        disabled: closed,
        on: {
          click: async () => {
            const text = (drafts.get(id) ?? '').trim();
            if (!text) return;
            await call('POST', `${API}/${id}/messages`, { body: text, agentName: agentName() });
            drafts.delete(id);
            refresh();
          },
        },
      },
      'Send answer',
    ),
    el('label', { htmlFor: fileId }, 'File to send'),
    file,
    el(
      'button',
      {
        type: 'button',
        disabled: closed,
        on: {
          click: async () => {
            const chosen = file.files?.[0];
            if (!chosen) return;
            const content = await readFile(chosen);
            await call('POST', `${API}/${id}/files`, { files: [{ name: chosen.name, type: chosen.type, content }] });
            refresh();
          },
        },
      },
      'Send file',
    ),
    conversation.queue === 'loan-officer'
      ? el('button', { type: 'button', on: { click: act('general') } }, 'Pass to general queue')
      : null,
    el('button', { type: 'button', disabled: closed, on: { click: act('end') } }, 'End chat'),
    el('button', { type: 'button', disabled: closed, on: { click: act('freeze') } }, 'Freeze chat'),
  );
}

async function refresh(force = true) {
  const data = await call('GET', API);
  const list = document.getElementById('conversations');
  // The timer keeps the field being typed in: it redraws only when nothing in the list has focus.
  if (!force && list.contains(document.activeElement)) return;
  document.getElementById('empty').hidden = data.conversations.length > 0;
  list.replaceChildren(
    ...data.conversations.map((conversation) =>
      el(
        'li',
        { className: 'conversation' },
        el('h3', {}, `${conversation.name} <${conversation.email}>`),
        context(conversation),
        transcript(conversation),
        actions(conversation, refresh),
      ),
    ),
  );
  document
    .getElementById('left-messages')
    .replaceChildren(
      ...data.leftMessages.map((m) => el('li', {}, `${m.createdAt} ${m.name} <${m.email}>: ${m.message}`)),
    );
}

refresh();
setInterval(() => refresh(false).catch((error) => console.error(error)), 2000);
