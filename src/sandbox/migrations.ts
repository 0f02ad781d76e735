/**
 * Schema changes, applied in order and recorded in PRAGMA user_version, so a data file written
 * by an older sandbox keeps working after a pull. Append; never edit a shipped step.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE flag_overrides (key TEXT PRIMARY KEY, enabled INTEGER NOT NULL);
  CREATE TABLE faults (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    status INTEGER,
    delay_ms INTEGER NOT NULL,
    times_left INTEGER
  );
  CREATE TABLE banners (
    file TEXT NOT NULL,
    position INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (file, position)
  );
  CREATE TABLE operating_hours (department TEXT PRIMARY KEY, week TEXT NOT NULL);
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
    received_at TEXT NOT NULL
  );
  `,
  // Borrower accounts, applications and the reference data registration pre-fills from. JSON
  // columns hold shapes only the sandbox reads back whole; columns are what queries filter on.
  `
  CREATE TABLE sandbox_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
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
    revoked_at TEXT
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
  CREATE TABLE applications (
    uuid TEXT PRIMARY KEY,
    identity_uuid TEXT NOT NULL,
    org TEXT NOT NULL,
    loan_number TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    body TEXT NOT NULL
  );
  CREATE TABLE consent_records (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    application_uuid TEXT NOT NULL,
    identity_uuid TEXT NOT NULL,
    type TEXT NOT NULL,
    version TEXT,
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
  CREATE TABLE referrals (uuid TEXT PRIMARY KEY, status TEXT NOT NULL, email TEXT NOT NULL, wholesale TEXT);
  CREATE TABLE loan_originators (uuid TEXT PRIMARY KEY, body TEXT NOT NULL, licensed_states TEXT NOT NULL);
  CREATE TABLE offer_codes (code TEXT PRIMARY KEY, body TEXT NOT NULL);
  CREATE TABLE affiliate_prepops (
    affiliate_id TEXT NOT NULL,
    token TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (affiliate_id, token)
  );
  `,
  // The workflow's settings (waitMs); uploads and signers live in the application's JSON.
  `
  CREATE TABLE sandbox_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
  `,
  // Consent records an audit can use: brand, channel, choice, the words shown with their hash and
  // the page; SMS consents (no application yet) too. Older rows keep null words.
  `
  CREATE TABLE consent_records_v2 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uuid TEXT NOT NULL UNIQUE,
    application_uuid TEXT,
    identity_uuid TEXT NOT NULL,
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
  INSERT INTO consent_records_v2 (uuid, application_uuid, identity_uuid, org, channel, type, version, choice, agreed_at)
    SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2)
           || '-8' || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
           c.application_uuid, c.identity_uuid, coalesce(a.org, ''), 'APPLICATION', c.type,
           CAST(c.version AS INTEGER), 'AGREED', c.agreed_at
    FROM consent_records c LEFT JOIN applications a ON a.uuid = c.application_uuid ORDER BY c.id;
  DROP TABLE consent_records;
  ALTER TABLE consent_records_v2 RENAME TO consent_records;
  `,
  // Chat (issue 15): conversations with their token, context and queue; messages numbered per
  // conversation (seq) so a reconnect asks for every one after the last it saw; messages left
  // out of hours for the next agent.
  `
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
  CREATE TABLE chat_messages (
    conversation_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (conversation_id, seq)
  );
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
  `,
  `
  CREATE TABLE idempotency_keys (
    identity_uuid TEXT NOT NULL,
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    application_uuid TEXT NOT NULL,
    response TEXT,
    created_at TEXT NOT NULL,
    PRIMARY KEY (identity_uuid, key)
  );
  ALTER TABLE faults ADD COLUMN kind TEXT NOT NULL DEFAULT 'status';
  ALTER TABLE faults ADD COLUMN after_handler INTEGER NOT NULL DEFAULT 0;
  `,
  // Issue 13 (journey): the application's session-recording link; consent records of the waitlist,
  // given before any identity exists (identity_uuid may be null).
  `
  CREATE TABLE full_story_links (
    application_uuid TEXT PRIMARY KEY,
    link TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE consent_records_v3 (
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
  INSERT INTO consent_records_v3 (id, uuid, application_uuid, identity_uuid, org, channel, type, version, choice, text,
      text_sha256, page, consent_prompt_uuid, agreed_at)
    SELECT id, uuid, application_uuid, identity_uuid, org, channel, type, version, choice, text,
      text_sha256, page, consent_prompt_uuid, agreed_at FROM consent_records ORDER BY id;
  DROP TABLE consent_records;
  ALTER TABLE consent_records_v3 RENAME TO consent_records;
  `,
  // Experiments and telemetry (issue 14): arms saved per application, the experiment profile
  // per identity, the error reports of the web app's reporter, and the collector's dedupe key.
  `
  CREATE TABLE application_experiments (
    application_uuid TEXT NOT NULL,
    name TEXT NOT NULL,
    variation TEXT NOT NULL,
    saved_at TEXT NOT NULL,
    PRIMARY KEY (application_uuid, name)
  );
  CREATE TABLE optimizely_profiles (identity_uuid TEXT PRIMARY KEY, profile_uuid TEXT NOT NULL, updated_at TEXT NOT NULL);
  CREATE TABLE error_reports (id INTEGER PRIMARY KEY AUTOINCREMENT, org TEXT NOT NULL, body TEXT NOT NULL, received_at TEXT NOT NULL);
  CREATE TABLE telemetry_duplicates (id INTEGER PRIMARY KEY AUTOINCREMENT, dedupe_key TEXT NOT NULL, received_at TEXT NOT NULL);
  ALTER TABLE telemetry_events ADD COLUMN dedupe_key TEXT;
  CREATE UNIQUE INDEX telemetry_events_dedupe ON telemetry_events (dedupe_key) WHERE dedupe_key IS NOT NULL;
  `,
  // Feedback submissions (platform spec section 5; POST /service-profile/api/v1/feedback[/ceo]).
  `
  CREATE TABLE feedback_submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uuid TEXT NOT NULL UNIQUE,
    org TEXT NOT NULL,
    identity_uuid TEXT NOT NULL,
    to_ceo INTEGER NOT NULL,
    body TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  `,
  // The identity provider's sign-in round trips (routes/identity-provider.ts), the one-time codes
  // it "emails", and the path (customer or agent) each session was signed in on.
  `
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
  ALTER TABLE sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'customer';
  `,
];

/** Tables emptied by a reset, in an order that needs no foreign-key care. */
export const STATE_TABLES = [
  'flag_overrides',
  'faults',
  'banners',
  'operating_hours',
  'telemetry_sessions',
  'telemetry_events',
  'sandbox_secrets',
  'identities',
  'sessions',
  'profiles',
  'applications',
  'consent_records',
  'comms_consents',
  'waitlist_entries',
  'referrals',
  'loan_originators',
  'offer_codes',
  'affiliate_prepops',
  'sandbox_settings',
  'chat_conversations',
  'chat_messages',
  'chat_left_messages',
  'chat_nonces',
  'chat_feedback',
  'idempotency_keys',
  'full_story_links',
  'application_experiments',
  'optimizely_profiles',
  'error_reports',
  'telemetry_duplicates',
  'feedback_submissions',
  'provider_logins',
  'provider_messages',
] as const;
