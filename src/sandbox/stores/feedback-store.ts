import type { SandboxFeedbackList } from '@/generated/types/sandbox-feedback-list';
import type { SandboxDb } from '../db';

type StoredFeedback = SandboxFeedbackList['feedback'][number];
type Row = { uuid: string; org: string; identity_uuid: string; to_ceo: number; body: string; received_at: string };

export function addFeedback(db: SandboxDb, f: StoredFeedback): void {
  db.run(
    'INSERT INTO feedback_submissions (uuid, org, identity_uuid, to_ceo, body, received_at) VALUES (?, ?, ?, ?, ?, ?)',
    [f.uuid, f.organizationCode, f.identityUuid, f.toCeo ? 1 : 0, JSON.stringify(f.body), f.receivedAt],
  );
}

export function listFeedback(db: SandboxDb): SandboxFeedbackList {
  const feedback = db
    .all<Row>('SELECT uuid, org, identity_uuid, to_ceo, body, received_at FROM feedback_submissions ORDER BY id')
    .map((r) => ({
      uuid: r.uuid,
      organizationCode: r.org,
      identityUuid: r.identity_uuid,
      toCeo: r.to_ceo === 1,
      receivedAt: r.received_at,
      body: JSON.parse(r.body) as StoredFeedback['body'],
    }));
  return { feedback };
}
