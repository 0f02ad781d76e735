/**
 * The sandbox's database schema, whole. The data file is git-ignored test state that reset and
 * reseed rebuild at any time, so it carries no migrations: a file written by another schema (its
 * PRAGMA user_version is not SCHEMA_VERSION, a hash of the text below) is emptied and created
 * again from this text, then seeded (db.ts). Edit the text freely; the version follows it.
 * JSON columns hold shapes only the sandbox reads back whole; columns are what queries filter on.
 */
export const SCHEMA = `
-- control state: flag overrides, faults, banners, department hours, the workflow's settings
CREATE TABLE flag_overrides (key TEXT PRIMARY KEY, enabled INTEGER NOT NULL);
CREATE TABLE faults (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER,
  delay_ms INTEGER NOT NULL,
  times_left INTEGER,
  kind TEXT NOT NULL DEFAULT 'status',
  after_handler INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE banners (file TEXT NOT NULL, position INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (file, position));
CREATE TABLE operating_hours (department TEXT PRIMARY KEY, week TEXT NOT NULL);
CREATE TABLE sandbox_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE sandbox_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);

-- telemetry, experiments, error reports, feedback
CREATE TABLE telemetry_sessions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  context TEXT NOT NULL,
  session_key TEXT NOT NULL,
  payload TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE TABLE telemetry_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  context TEXT NOT NULL,
  payload TEXT NOT NULL,
  received_at TEXT NOT NULL,
  dedupe_key TEXT
);
CREATE UNIQUE INDEX telemetry_events_dedupe ON telemetry_events (dedupe_key) WHERE dedupe_key IS NOT NULL;
CREATE TABLE telemetry_duplicates (id INTEGER PRIMARY KEY AUTOINCREMENT, dedupe_key TEXT NOT NULL, received_at TEXT NOT NULL);
CREATE TABLE application_experiments (
  application_uuid TEXT NOT NULL,
  name TEXT NOT NULL,
  variation TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  PRIMARY KEY (application_uuid, name)
);
CREATE TABLE optimizely_profiles (identity_uuid TEXT PRIMARY KEY, profile_uuid TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE error_reports (id INTEGER PRIMARY KEY AUTOINCREMENT, org TEXT NOT NULL, body TEXT NOT NULL, received_at TEXT NOT NULL);
CREATE TABLE feedback_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  org TEXT NOT NULL,
  identity_uuid TEXT NOT NULL,
  to_ceo INTEGER NOT NULL,
  body TEXT NOT NULL,
  received_at TEXT NOT NULL
);

-- borrowers: accounts, sessions (customer or agent path), the identity provider's round trips
CREATE TABLE identities (
  uuid TEXT PRIMARY KEY,
  org TEXT NOT NULL,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  phone TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (org, email_key)
);
CREATE TABLE sessions (
  jti TEXT PRIMARY KEY,
  identity_uuid TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  kind TEXT NOT NULL DEFAULT 'customer'
);
CREATE TABLE profiles (
  uuid TEXT PRIMARY KEY,
  identity_uuid TEXT NOT NULL UNIQUE,
  org TEXT NOT NULL,
  profile_type TEXT NOT NULL,
  name TEXT NOT NULL,
  dob TEXT,
  home_address TEXT,
  updated_at TEXT NOT NULL
);
CREATE TABLE provider_logins (
  id TEXT PRIMARY KEY,
  org TEXT NOT NULL,
  kind TEXT NOT NULL,
  state TEXT NOT NULL,
  redirect_url TEXT,
  identity_uuid TEXT,
  otp TEXT,
  otp_tries INTEGER NOT NULL DEFAULT 0,
  code TEXT UNIQUE,
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE TABLE provider_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  org TEXT NOT NULL,
  email TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at TEXT NOT NULL
);

-- applications (uploads and signers live in the application's JSON), repeated writes, consents
CREATE TABLE applications (
  uuid TEXT PRIMARY KEY,
  identity_uuid TEXT NOT NULL,
  org TEXT NOT NULL,
  loan_number TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  body TEXT NOT NULL
);
CREATE TABLE idempotency_keys (
  identity_uuid TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  application_uuid TEXT NOT NULL,
  response TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (identity_uuid, key)
);
CREATE TABLE full_story_links (application_uuid TEXT PRIMARY KEY, link TEXT NOT NULL, updated_at TEXT NOT NULL);
-- consents an audit can use: brand, channel, choice, the words shown with their hash, the page;
-- the waitlist's and SMS consents come before any application or identity (both may be null)
CREATE TABLE consent_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  application_uuid TEXT,
  identity_uuid TEXT,
  org TEXT NOT NULL,
  channel TEXT NOT NULL,
  type TEXT NOT NULL,
  version INTEGER,
  choice TEXT NOT NULL,
  text TEXT,
  text_sha256 TEXT,
  page TEXT,
  consent_prompt_uuid TEXT,
  agreed_at TEXT NOT NULL
);
CREATE TABLE comms_consents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  identity_uuid TEXT NOT NULL,
  org TEXT NOT NULL,
  body TEXT NOT NULL,
  recorded_at TEXT NOT NULL
);
CREATE TABLE waitlist_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  org TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- reference data registration prefills from (seeded)
CREATE TABLE referrals (uuid TEXT PRIMARY KEY, status TEXT NOT NULL, email TEXT NOT NULL, wholesale TEXT);
CREATE TABLE loan_originators (uuid TEXT PRIMARY KEY, body TEXT NOT NULL, licensed_states TEXT NOT NULL);
CREATE TABLE offer_codes (code TEXT PRIMARY KEY, body TEXT NOT NULL);
CREATE TABLE affiliate_prepops (
  affiliate_id TEXT NOT NULL,
  token TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (affiliate_id, token)
);

-- chat: conversations with their token, context and queue; messages numbered per conversation
-- (seq) so a reconnect asks for every one after the last it saw; messages left out of hours
CREATE TABLE chat_conversations (
  id TEXT PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  token_expires_at INTEGER NOT NULL,
  mode TEXT NOT NULL,
  provider TEXT NOT NULL,
  status TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  org TEXT NOT NULL,
  application_uuid TEXT,
  page_url TEXT NOT NULL,
  queue TEXT NOT NULL,
  loan_officer_name TEXT,
  agent_id TEXT,
  channel_id TEXT NOT NULL,
  contact_id TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE chat_messages (conversation_id TEXT NOT NULL, seq INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (conversation_id, seq));
CREATE TABLE chat_left_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  conversation_id TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE chat_nonces (nonce TEXT PRIMARY KEY, identity_uuid TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE chat_feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  conversation_id TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;

/** Every table, in the schema's order: a reset empties them all (there are no foreign keys to mind). */
export const STATE_TABLES: readonly string[] = [...SCHEMA.matchAll(/^CREATE TABLE (\w+)/gm)].map((m) => m[1] ?? '');

/**
 * The schema's version, as PRAGMA user_version stores it: a 31-bit FNV-1a hash of the text, so any
 * edit changes it and an older file is recreated. Never 0, which SQLite gives a new file.
 */
export const SCHEMA_VERSION: number = (() => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < SCHEMA.length; i += 1) hash = Math.imul(hash ^ SCHEMA.charCodeAt(i), 0x01000193);
  return hash >>> 1 || 1;
})();
