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
  'feedback_submissions',
] as const;
