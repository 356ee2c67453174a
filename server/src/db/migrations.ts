/**
 * Schema changes, in order, applied at start. Plain SQL kept in code (not files) so the bundled
 * service and the tests run them the same way. Never edit an applied migration: add a new one.
 * db/schema.spec.ts checks that the tables they create match db/schema.ts.
 */
export const MIGRATIONS: { id: string; statements: string[] }[] = [
  {
    id: '0001_users_and_audit_logs',
    statements: [
      `CREATE TABLE users (
        uid text PRIMARY KEY,
        email text,
        display_name text,
        role text CHECK (role IN ('admin','staff','content_editor','alumni','applicant','student')),
        requested_role text CHECK (requested_role IN ('admin','staff','content_editor','alumni','applicant','student')),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE INDEX users_newest ON users (created_at DESC, uid DESC)`,
      `CREATE INDEX users_role_newest ON users (role, created_at DESC, uid DESC)`,
      `CREATE TABLE audit_logs (
        id bigserial PRIMARY KEY,
        type text NOT NULL CHECK (type IN ('role_change','permission_check')),
        user_id text NOT NULL,
        previous_role text,
        new_role text,
        changed_by text,
        reason text,
        ip_address text,
        user_agent text,
        permission text,
        granted boolean,
        context jsonb,
        timestamp timestamptz NOT NULL
      )`,
      `CREATE INDEX audit_logs_newest ON audit_logs (timestamp DESC, id DESC)`,
      `CREATE INDEX audit_logs_user_newest ON audit_logs (user_id, timestamp DESC, id DESC)`,
    ],
  },
  {
    id: '0002_content_and_programs',
    statements: [
      `CREATE TABLE content (
        id text PRIMARY KEY,
        type text NOT NULL CHECK (type IN ('post','event','page')),
        status text NOT NULL CHECK (status IN ('draft','scheduled','published','archived')),
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        title text NOT NULL,
        summary text NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        category text,
        author_name text,
        cover_image_url text,
        cover_image_alt text,
        published_at timestamptz,
        event_starts_at timestamptz,
        event_ends_at timestamptz,
        event_location text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT content_slug_per_type UNIQUE (type, slug),
        CONSTRAINT content_image_has_alt CHECK (cover_image_url IS NULL OR length(trim(coalesce(cover_image_alt, ''))) > 0),
        CONSTRAINT content_published_has_date CHECK (status NOT IN ('scheduled','published') OR published_at IS NOT NULL),
        CONSTRAINT content_draft_has_no_date CHECK (status <> 'draft' OR published_at IS NULL),
        CONSTRAINT content_event_has_start CHECK (type <> 'event' OR event_starts_at IS NOT NULL),
        CONSTRAINT content_event_ends_after_start CHECK (event_ends_at IS NULL OR event_ends_at >= event_starts_at)
      )`,
      `CREATE INDEX content_visible_newest ON content (type, published_at DESC, id DESC) WHERE status IN ('published','scheduled')`,
      `CREATE INDEX content_visible_events ON content (event_starts_at) WHERE type = 'event' AND status IN ('published','scheduled')`,
      `CREATE INDEX content_newest ON content (type, created_at DESC, id DESC)`,
      `CREATE TABLE programs (
        id text PRIMARY KEY,
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        status text NOT NULL CHECK (status IN ('draft','active','closed','archived')),
        name text NOT NULL,
        summary text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        who_for text NOT NULL DEFAULT '',
        how_to_apply text NOT NULL DEFAULT '',
        opens_at timestamptz,
        closes_at timestamptz,
        time_zone text NOT NULL,
        capacity integer CHECK (capacity IS NULL OR capacity > 0),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT programs_window_in_order CHECK (opens_at IS NULL OR closes_at IS NULL OR closes_at > opens_at)
      )`,
      `CREATE INDEX programs_newest ON programs (created_at DESC, id DESC)`,
    ],
  },
  {
    id: '0003_outbox',
    statements: [
      `CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        to_address text NOT NULL,
        reply_to text,
        subject text NOT NULL,
        body_text text NOT NULL,
        body_html text,
        headers jsonb,
        status text NOT NULL CHECK (status IN ('queued','sending','sent','failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_error text,
        transport text,
        dedupe_key text UNIQUE,
        created_at timestamptz NOT NULL,
        sent_at timestamptz
      )`,
      `CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE status IN ('queued','sending')`,
      `CREATE INDEX outbox_newest ON outbox (created_at DESC, id DESC)`,
      `CREATE INDEX outbox_to_newest ON outbox (lower(to_address), created_at DESC, id DESC)`,
    ],
  },
  {
    id: '0004_newsletter_and_messages',
    statements: [
      `CREATE TABLE newsletter_subscribers (
        id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        status text NOT NULL CHECK (status IN ('pending','confirmed','unsubscribed')),
        confirm_token text UNIQUE,
        unsubscribe_token text NOT NULL UNIQUE,
        confirmation_sent_at timestamptz,
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE INDEX newsletter_newest ON newsletter_subscribers (created_at DESC, id DESC)`,
      `CREATE INDEX newsletter_status_newest ON newsletter_subscribers (status, created_at DESC, id DESC)`,
      `CREATE TABLE messages (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('contact','volunteer','mentor','partner')),
        name text NOT NULL,
        email text NOT NULL,
        organisation text,
        message text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX messages_newest ON messages (created_at DESC, id DESC)`,
      `CREATE INDEX messages_kind_newest ON messages (kind, created_at DESC, id DESC)`,
    ],
  },
  {
    id: '0005_rate_limits',
    statements: [
      `CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE INDEX rate_limits_expiry ON rate_limits (expires_at)`,
    ],
  },
  {
    id: '0006_donations_and_pledges',
    statements: [
      `CREATE TABLE donations (
        id text PRIMARY KEY,
        stripe_event_id text NOT NULL UNIQUE,
        frequency text NOT NULL CHECK (frequency IN ('once','monthly')),
        renewal boolean NOT NULL DEFAULT false,
        amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
        currency text NOT NULL,
        email text,
        name text,
        stripe_object_id text,
        stripe_subscription_id text,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX donations_newest ON donations (created_at DESC, id DESC)`,
      `CREATE TABLE pledges (
        id text PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        frequency text NOT NULL CHECK (frequency IN ('once','monthly')),
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        currency text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX pledges_newest ON pledges (created_at DESC, id DESC)`,
    ],
  },
];
