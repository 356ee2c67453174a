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
  {
    id: '0007_applications_and_review',
    statements: [
      `ALTER TABLE programs ADD COLUMN form jsonb NOT NULL DEFAULT '{"sections":[]}'::jsonb`,
      `ALTER TABLE programs ADD COLUMN rubric jsonb NOT NULL DEFAULT '{"criteria":[]}'::jsonb`,
      `CREATE TABLE applications (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        program_id text NOT NULL REFERENCES programs(id),
        status text NOT NULL CHECK (status IN ('draft','submitted','under_review','decided','withdrawn')),
        form jsonb NOT NULL,
        answers jsonb NOT NULL DEFAULT '{}'::jsonb,
        decision text CHECK (decision IN ('accepted','waitlisted','rejected')),
        decided_by text,
        decided_at timestamptz,
        decision_release_at timestamptz,
        released_at timestamptz,
        student_role text NOT NULL DEFAULT 'not_applicable' CHECK (student_role IN ('not_applicable','awaiting_release','assigned','refused')),
        student_role_message text,
        reviewers integer NOT NULL DEFAULT 0,
        reviews_submitted integer NOT NULL DEFAULT 0,
        average_score real,
        submitted_at timestamptz,
        withdrawn_at timestamptz,
        withdraw_reason text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT applications_one_per_programme UNIQUE (user_id, program_id),
        CONSTRAINT applications_decided_has_decision CHECK (status <> 'decided' OR (decision IS NOT NULL AND decision_release_at IS NOT NULL))
      )`,
      `CREATE INDEX applications_mine ON applications (user_id, created_at DESC, id DESC)`,
      `CREATE INDEX applications_submitted ON applications (submitted_at DESC NULLS LAST, id DESC)`,
      `CREATE INDEX applications_status_submitted ON applications (status, submitted_at DESC NULLS LAST, id DESC)`,
      `CREATE INDEX applications_program_status_submitted ON applications (program_id, status, submitted_at DESC NULLS LAST, id DESC)`,
      `CREATE INDEX applications_updated ON applications (updated_at DESC, id DESC)`,
      `CREATE INDEX applications_score ON applications (average_score DESC NULLS LAST, id DESC)`,
      `CREATE INDEX applications_due_release ON applications (decision_release_at) WHERE decision IS NOT NULL AND released_at IS NULL`,
      `CREATE TABLE application_events (
        id bigserial PRIMARY KEY,
        application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        type text NOT NULL,
        actor_uid text,
        detail jsonb,
        at timestamptz NOT NULL
      )`,
      `CREATE INDEX application_events_in_order ON application_events (application_id, at, id)`,
      `CREATE TABLE application_files (
        id text PRIMARY KEY,
        application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        question_id text NOT NULL,
        name text NOT NULL,
        type text NOT NULL,
        size integer NOT NULL CHECK (size > 0),
        content bytea NOT NULL,
        uploaded_by text NOT NULL,
        uploaded_at timestamptz NOT NULL
      )`,
      `CREATE INDEX application_files_of ON application_files (application_id, question_id)`,
      `CREATE TABLE review_assignments (
        application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        reviewer_uid text NOT NULL,
        assigned_by text NOT NULL,
        assigned_at timestamptz NOT NULL,
        PRIMARY KEY (application_id, reviewer_uid)
      )`,
      `CREATE INDEX review_assignments_by_reviewer ON review_assignments (reviewer_uid, application_id)`,
      `CREATE TABLE reviews (
        application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        reviewer_uid text NOT NULL,
        scores jsonb NOT NULL,
        weighted_score real NOT NULL CHECK (weighted_score >= 0 AND weighted_score <= 100),
        comment text NOT NULL DEFAULT '',
        recommendation text NOT NULL CHECK (recommendation IN ('accept','waitlist','reject')),
        submitted_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (application_id, reviewer_uid)
      )`,
      `CREATE TABLE review_conflicts (
        application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        reviewer_uid text NOT NULL,
        reason text NOT NULL,
        declared_at timestamptz NOT NULL,
        PRIMARY KEY (application_id, reviewer_uid)
      )`,
      `CREATE TABLE notices (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        text text NOT NULL,
        link text,
        created_at timestamptz NOT NULL,
        read_at timestamptz
      )`,
      `CREATE INDEX notices_newest ON notices (user_id, created_at DESC, id DESC)`,
    ],
  },
  {
    id: '0008_content_editing',
    statements: [
      // Categories become their own table (order, rename with redirects); posts point at one by id.
      `CREATE TABLE categories (
        id text PRIMARY KEY,
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        name text NOT NULL UNIQUE,
        position integer NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `INSERT INTO categories (id, slug, name, position, created_at, updated_at)
        SELECT gen_random_uuid()::text,
          trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')),
          name, (row_number() OVER (ORDER BY name))::integer, now(), now()
        FROM (SELECT DISTINCT category AS name FROM content WHERE category IS NOT NULL AND type = 'post') AS used`,
      `ALTER TABLE content ADD COLUMN category_id text REFERENCES categories(id)`,
      `UPDATE content SET category_id = categories.id FROM categories WHERE content.category = categories.name`,
      `ALTER TABLE content DROP COLUMN category`,
      `CREATE INDEX content_category ON content (category_id)`,
      // Old addresses keep working after a rename: /blog/<old> and ?category=<old> redirect.
      `CREATE TABLE category_redirects (
        old_slug text PRIMARY KEY,
        category_id text NOT NULL REFERENCES categories(id) ON DELETE CASCADE
      )`,
      `CREATE TABLE content_redirects (
        type text NOT NULL,
        old_slug text NOT NULL,
        content_id text NOT NULL REFERENCES content(id) ON DELETE CASCADE,
        PRIMARY KEY (type, old_slug)
      )`,
      // Editing: optimistic concurrency, SEO, who wrote it, events' own fields, alumni credit.
      `ALTER TABLE content ADD COLUMN version integer NOT NULL DEFAULT 1`,
      `ALTER TABLE content ADD COLUMN seo_description text NOT NULL DEFAULT ''`,
      `ALTER TABLE content ADD COLUMN social_image_url text`,
      `ALTER TABLE content ADD COLUMN social_image_alt text`,
      `ALTER TABLE content ADD COLUMN cover_media_id text`,
      `ALTER TABLE content ADD COLUMN social_media_id text`,
      `ALTER TABLE content ADD COLUMN time_zone text NOT NULL DEFAULT 'Africa/Nairobi'`,
      `ALTER TABLE content ADD COLUMN created_by text`,
      `ALTER TABLE content ADD COLUMN updated_by text`,
      `ALTER TABLE content ADD COLUMN updated_by_name text`,
      `ALTER TABLE content ADD COLUMN credit_uid text`,
      `ALTER TABLE content ADD COLUMN event_online boolean NOT NULL DEFAULT false`,
      `ALTER TABLE content ADD COLUMN registration_url text`,
      `CREATE INDEX content_editor_newest ON content (type, updated_at DESC, id DESC)`,
      `CREATE INDEX content_status_newest ON content (type, status, updated_at DESC, id DESC)`,
      `CREATE INDEX content_due ON content (published_at) WHERE status = 'scheduled'`,
      // Every save of a post, an event or a programme page keeps a version.
      `CREATE TABLE content_versions (
        subject text NOT NULL CHECK (subject IN ('post','event','program_page')),
        subject_id text NOT NULL,
        version integer NOT NULL,
        snapshot jsonb NOT NULL,
        saved_by text,
        saved_by_name text NOT NULL DEFAULT '',
        saved_at timestamptz NOT NULL,
        PRIMARY KEY (subject, subject_id, version)
      )`,
      // Programme pages: the public texts editors own (application settings stay with staff).
      `ALTER TABLE programs ADD COLUMN faq jsonb NOT NULL DEFAULT '[]'`,
      `ALTER TABLE programs ADD COLUMN hero_media_id text`,
      `ALTER TABLE programs ADD COLUMN hero_image_url text`,
      `ALTER TABLE programs ADD COLUMN hero_image_alt text`,
      `ALTER TABLE programs ADD COLUMN page_version integer NOT NULL DEFAULT 1`,
      `ALTER TABLE programs ADD COLUMN page_updated_at timestamptz`,
      `ALTER TABLE programs ADD COLUMN page_updated_by_name text`,
      // The media library: originals and their resized WebP variants, in the database like uploads.
      `CREATE TABLE media (
        id text PRIMARY KEY,
        file_name text NOT NULL,
        content_type text NOT NULL CHECK (content_type IN ('image/png','image/jpeg','image/webp')),
        width integer NOT NULL,
        height integer NOT NULL,
        size integer NOT NULL,
        alt text NOT NULL DEFAULT '',
        original bytea NOT NULL,
        uploaded_by text NOT NULL,
        uploaded_by_name text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX media_newest ON media (created_at DESC, id DESC)`,
      `CREATE TABLE media_variants (
        media_id text NOT NULL REFERENCES media(id) ON DELETE CASCADE,
        width integer NOT NULL,
        height integer NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (media_id, width)
      )`,
      // Stories alumni send in; an editor publishes one as a post (credited) or returns it with a note.
      `CREATE TABLE story_submissions (
        id text PRIMARY KEY,
        author_uid text NOT NULL,
        author_name text NOT NULL,
        title text NOT NULL,
        summary text NOT NULL DEFAULT '',
        body text NOT NULL,
        status text NOT NULL CHECK (status IN ('submitted','returned','published','withdrawn')),
        note text,
        post_id text REFERENCES content(id) ON DELETE SET NULL,
        handled_by text,
        submitted_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE INDEX story_submissions_waiting ON story_submissions (status, submitted_at DESC, id DESC)`,
      `CREATE INDEX story_submissions_author ON story_submissions (author_uid, submitted_at DESC, id DESC)`,
    ],
  },
  {
    id: '0009_role_claims',
    statements: [
      // The role Firebase holds as the user's custom claim, as last set by the service (null: never set). A copy: the
      // service decides on users.role. Rows where the two differ are the claim sync's work list.
      `ALTER TABLE users ADD COLUMN claims_role text CHECK (claims_role IN ('admin','staff','content_editor','alumni','applicant','student'))`,
      `CREATE INDEX users_claims_behind ON users (updated_at DESC, uid DESC) WHERE claims_role IS DISTINCT FROM role`,
    ],
  },
  {
    id: '0010_account',
    statements: [
      // The account's e-mail preferences; the newsletter's lives in newsletter_subscribers alone. Goes with the profile.
      `CREATE TABLE email_preferences (
        uid text PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
        decisions boolean NOT NULL DEFAULT true,
        messages boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL
      )`,
      // Optional mail finds its recipient's preferences by address.
      `CREATE INDEX users_email ON users (lower(email))`,
      // A deleted account leaves one entry, without its e-mail or name.
      `ALTER TABLE audit_logs DROP CONSTRAINT audit_logs_type_check`,
      `ALTER TABLE audit_logs ADD CONSTRAINT audit_logs_type_check CHECK (type IN ('role_change','permission_check','account_deleted'))`,
    ],
  },
  {
    id: '0011_programme_delivery',
    statements: [
      // An intake of a programme ("StepUp Scholars 2027"). At most one per programme takes newly accepted students.
      `CREATE TABLE cohorts (
        id text PRIMARY KEY,
        program_id text NOT NULL REFERENCES programs(id),
        name text NOT NULL CHECK (length(trim(name)) > 0),
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        accepting_students boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT cohorts_end_after_start CHECK (ends_on >= starts_on)
      )`,
      `CREATE UNIQUE INDEX cohorts_one_accepting ON cohorts (program_id) WHERE accepting_students`,
      `CREATE INDEX cohorts_of_program ON cohorts (program_id, starts_on DESC, id)`,
      `CREATE TABLE cohort_members (
        cohort_id text NOT NULL REFERENCES cohorts(id),
        uid text NOT NULL,
        status text NOT NULL CHECK (status IN ('active','completed','withdrawn')),
        application_id text,
        joined_at timestamptz NOT NULL,
        completed_at timestamptz,
        completed_by text,
        PRIMARY KEY (cohort_id, uid)
      )`,
      `CREATE INDEX cohort_members_of_user ON cohort_members (uid, joined_at DESC)`,
      // Ordered modules of a cohort; students see those whose opening date has passed.
      `CREATE TABLE modules (
        id text PRIMARY KEY,
        cohort_id text NOT NULL REFERENCES cohorts(id) ON DELETE CASCADE,
        position integer NOT NULL,
        title text NOT NULL CHECK (length(trim(title)) > 0),
        body text NOT NULL DEFAULT '',
        links jsonb NOT NULL DEFAULT '[]'::jsonb,
        opens_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE INDEX modules_in_order ON modules (cohort_id, position, id)`,
      `CREATE TABLE module_files (
        id text PRIMARY KEY,
        module_id text NOT NULL REFERENCES modules(id) ON DELETE CASCADE,
        name text NOT NULL,
        type text NOT NULL,
        size integer NOT NULL CHECK (size > 0),
        content bytea NOT NULL,
        uploaded_by text NOT NULL,
        uploaded_at timestamptz NOT NULL
      )`,
      `CREATE INDEX module_files_of ON module_files (module_id, uploaded_at)`,
      `CREATE TABLE module_progress (
        module_id text NOT NULL REFERENCES modules(id) ON DELETE CASCADE,
        uid text NOT NULL,
        done_at timestamptz NOT NULL,
        PRIMARY KEY (uid, module_id)
      )`,
      `CREATE TABLE assignments (
        id text PRIMARY KEY,
        cohort_id text NOT NULL REFERENCES cohorts(id) ON DELETE CASCADE,
        module_id text REFERENCES modules(id) ON DELETE SET NULL,
        title text NOT NULL CHECK (length(trim(title)) > 0),
        instructions text NOT NULL DEFAULT '',
        due_at timestamptz NOT NULL,
        file_types text[] NOT NULL DEFAULT '{}',
        max_file_mb integer NOT NULL DEFAULT 10 CHECK (max_file_mb BETWEEN 1 AND 10),
        text_answer boolean NOT NULL DEFAULT false,
        late_accepted boolean NOT NULL DEFAULT false,
        max_points integer NOT NULL DEFAULT 100 CHECK (max_points BETWEEN 1 AND 1000),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT assignments_take_an_answer CHECK (text_answer OR cardinality(file_types) > 0)
      )`,
      `CREATE INDEX assignments_by_due ON assignments (cohort_id, due_at, id)`,
      // One row per student and assignment: the work as last handed in, and what staff made of it.
      `CREATE TABLE submissions (
        id text PRIMARY KEY,
        assignment_id text NOT NULL REFERENCES assignments(id) ON DELETE CASCADE,
        cohort_id text NOT NULL REFERENCES cohorts(id) ON DELETE CASCADE,
        uid text NOT NULL,
        status text NOT NULL CHECK (status IN ('submitted','returned','graded')),
        text_answer text NOT NULL DEFAULT '',
        late boolean NOT NULL DEFAULT false,
        attempt integer NOT NULL DEFAULT 1,
        submitted_at timestamptz NOT NULL,
        grade integer,
        feedback text NOT NULL DEFAULT '',
        marked_by text,
        marked_at timestamptz,
        CONSTRAINT submissions_one_per_student UNIQUE (assignment_id, uid),
        CONSTRAINT submissions_graded_has_grade CHECK (status <> 'graded' OR grade IS NOT NULL)
      )`,
      `CREATE INDEX submissions_queue ON submissions (status, submitted_at, id)`,
      `CREATE INDEX submissions_queue_cohort ON submissions (cohort_id, status, submitted_at, id)`,
      `CREATE INDEX submissions_queue_assignment ON submissions (assignment_id, status, submitted_at, id)`,
      `CREATE INDEX submissions_of_student ON submissions (uid, marked_at DESC NULLS LAST)`,
      // Files a student uploaded for an assignment: handed_in once part of the submission, else waiting for hand-in.
      `CREATE TABLE submission_files (
        id text PRIMARY KEY,
        assignment_id text NOT NULL REFERENCES assignments(id) ON DELETE CASCADE,
        uid text NOT NULL,
        handed_in boolean NOT NULL DEFAULT false,
        name text NOT NULL,
        type text NOT NULL,
        size integer NOT NULL CHECK (size > 0),
        content bytea NOT NULL,
        uploaded_at timestamptz NOT NULL
      )`,
      `CREATE INDEX submission_files_of ON submission_files (assignment_id, uid, uploaded_at)`,
      // A student's mentor: a staff member, an admin or an alumnus. One current pairing per student.
      `CREATE TABLE mentorships (
        id text PRIMARY KEY,
        student_uid text NOT NULL,
        mentor_uid text NOT NULL,
        cohort_id text REFERENCES cohorts(id) ON DELETE SET NULL,
        paired_by text NOT NULL,
        paired_at timestamptz NOT NULL,
        ended_at timestamptz,
        CONSTRAINT mentorships_not_self CHECK (student_uid <> mentor_uid)
      )`,
      `CREATE UNIQUE INDEX mentorships_one_current ON mentorships (student_uid) WHERE ended_at IS NULL`,
      `CREATE INDEX mentorships_of_mentor ON mentorships (mentor_uid, paired_at DESC) WHERE ended_at IS NULL`,
      `CREATE TABLE mentor_messages (
        id text PRIMARY KEY,
        mentorship_id text NOT NULL REFERENCES mentorships(id) ON DELETE CASCADE,
        author_uid text NOT NULL,
        body text NOT NULL,
        sent_at timestamptz NOT NULL,
        read_at timestamptz
      )`,
      `CREATE INDEX mentor_messages_in_order ON mentor_messages (mentorship_id, sent_at DESC, id DESC)`,
      `CREATE TABLE mentor_checkins (
        id text PRIMARY KEY,
        mentorship_id text NOT NULL REFERENCES mentorships(id) ON DELETE CASCADE,
        author_uid text NOT NULL,
        met_on date NOT NULL,
        notes text NOT NULL,
        next_steps text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX mentor_checkins_newest ON mentor_checkins (mentorship_id, met_on DESC, created_at DESC)`,
      `CREATE TABLE mentor_tasks (
        id text PRIMARY KEY,
        mentorship_id text NOT NULL REFERENCES mentorships(id) ON DELETE CASCADE,
        title text NOT NULL,
        done_at timestamptz,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX mentor_tasks_in_order ON mentor_tasks (mentorship_id, created_at, id)`,
      // Started when a student completes a programme; the alumni network (issue 13) adds the rest of the profile.
      `CREATE TABLE alumni_profiles (
        uid text PRIMARY KEY,
        program_id text REFERENCES programs(id),
        cohort_id text REFERENCES cohorts(id) ON DELETE SET NULL,
        cohort_year integer,
        open_to_mentoring boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
    ],
  },
  {
    // The alumni network (issue 13, decision 0023): the rest of the profile, a visibility per field, and for each
    // audience (alumni, staff) generated columns holding only what that audience may see, so the directory searches,
    // filters and counts on those alone and a hidden field cannot match a search.
    id: '0012_alumni_network',
    statements: [
      `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
      `ALTER TABLE alumni_profiles
        ADD COLUMN name text NOT NULL DEFAULT '',
        ADD COLUMN photo_id text,
        ADD COLUMN headline text NOT NULL DEFAULT '',
        ADD COLUMN field text NOT NULL DEFAULT '',
        ADD COLUMN institution text NOT NULL DEFAULT '',
        ADD COLUMN country text NOT NULL DEFAULT '',
        ADD COLUMN city text NOT NULL DEFAULT '',
        ADD COLUMN bio text NOT NULL DEFAULT '',
        ADD COLUMN links jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN skills jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN open_to_messages boolean NOT NULL DEFAULT false,
        ADD COLUMN visibility jsonb NOT NULL DEFAULT '{"name":"alumni","photo":"staff","headline":"staff","programme":"alumni","year":"alumni","field":"staff","institution":"staff","country":"staff","city":"staff","bio":"staff","links":"staff","skills":"staff"}',
        ADD COLUMN hidden_at timestamptz,
        ADD COLUMN hidden_by text,
        ADD COLUMN hidden_reason text`,
      `UPDATE alumni_profiles a SET name = coalesce(u.display_name, '') FROM users u WHERE u.uid = a.uid`,
      `ALTER TABLE alumni_profiles ADD COLUMN alumni_name text GENERATED ALWAYS AS (CASE WHEN visibility->>'name' IN ('alumni','public') AND name <> '' THEN name END) STORED`,
      `ALTER TABLE alumni_profiles ADD COLUMN alumni_search text GENERATED ALWAYS AS (lower(
          CASE WHEN visibility->>'name' IN ('alumni','public') THEN name ELSE '' END || ' ' ||
          CASE WHEN visibility->>'field' IN ('alumni','public') THEN field ELSE '' END || ' ' ||
          CASE WHEN visibility->>'institution' IN ('alumni','public') THEN institution ELSE '' END
        )) STORED`,
      `ALTER TABLE alumni_profiles ADD COLUMN alumni_program_id text GENERATED ALWAYS AS (CASE WHEN visibility->>'programme' IN ('alumni','public') THEN program_id END) STORED`,
      `ALTER TABLE alumni_profiles ADD COLUMN alumni_year integer GENERATED ALWAYS AS (CASE WHEN visibility->>'year' IN ('alumni','public') THEN cohort_year END) STORED`,
      `ALTER TABLE alumni_profiles ADD COLUMN alumni_country text GENERATED ALWAYS AS (CASE WHEN visibility->>'country' IN ('alumni','public') AND country <> '' THEN country END) STORED`,
      `ALTER TABLE alumni_profiles ADD COLUMN alumni_field text GENERATED ALWAYS AS (CASE WHEN visibility->>'field' IN ('alumni','public') AND field <> '' THEN field END) STORED`,
      `ALTER TABLE alumni_profiles ADD COLUMN staff_name text GENERATED ALWAYS AS (CASE WHEN visibility->>'name' IN ('staff','alumni','public') AND name <> '' THEN name END) STORED`,
      `ALTER TABLE alumni_profiles ADD COLUMN staff_search text GENERATED ALWAYS AS (lower(
          CASE WHEN visibility->>'name' IN ('staff','alumni','public') THEN name ELSE '' END || ' ' ||
          CASE WHEN visibility->>'field' IN ('staff','alumni','public') THEN field ELSE '' END || ' ' ||
          CASE WHEN visibility->>'institution' IN ('staff','alumni','public') THEN institution ELSE '' END
        )) STORED`,
      `ALTER TABLE alumni_profiles ADD COLUMN staff_program_id text GENERATED ALWAYS AS (CASE WHEN visibility->>'programme' IN ('staff','alumni','public') THEN program_id END) STORED`,
      `ALTER TABLE alumni_profiles ADD COLUMN staff_year integer GENERATED ALWAYS AS (CASE WHEN visibility->>'year' IN ('staff','alumni','public') THEN cohort_year END) STORED`,
      `ALTER TABLE alumni_profiles ADD COLUMN staff_country text GENERATED ALWAYS AS (CASE WHEN visibility->>'country' IN ('staff','alumni','public') AND country <> '' THEN country END) STORED`,
      `ALTER TABLE alumni_profiles ADD COLUMN staff_field text GENERATED ALWAYS AS (CASE WHEN visibility->>'field' IN ('staff','alumni','public') AND field <> '' THEN field END) STORED`,
      `CREATE INDEX alumni_profiles_alumni_search ON alumni_profiles USING gin (alumni_search gin_trgm_ops) WHERE hidden_at IS NULL AND alumni_name IS NOT NULL`,
      `CREATE INDEX alumni_profiles_staff_search ON alumni_profiles USING gin (staff_search gin_trgm_ops)`,
      `CREATE INDEX alumni_profiles_alumni_by_name ON alumni_profiles (alumni_name, uid) WHERE hidden_at IS NULL AND alumni_name IS NOT NULL`,
      `CREATE INDEX alumni_profiles_staff_by_name ON alumni_profiles (staff_name, uid)`,
      // The filters' counts read every matching profile: these narrow copies of the filter columns (and of what a
      // page needs to sort) let PostgreSQL count and sort from the index alone (an index-only scan) instead of the
      // table, and serve a combination of filters directly.
      `CREATE INDEX alumni_profiles_alumni_facets ON alumni_profiles (alumni_program_id, alumni_year, alumni_country, alumni_field)
        INCLUDE (open_to_mentoring, alumni_name, uid) WHERE hidden_at IS NULL AND alumni_name IS NOT NULL`,
      `CREATE INDEX alumni_profiles_staff_facets ON alumni_profiles (staff_program_id, staff_year, staff_country, staff_field)
        INCLUDE (open_to_mentoring, staff_name, uid, hidden_at)`,
      `CREATE TABLE alumni_photos (
        id text NOT NULL,
        size text NOT NULL CHECK (size IN ('small','large')),
        content_type text NOT NULL,
        bytes bytea NOT NULL,
        PRIMARY KEY (id, size)
      )`,
      `CREATE TABLE alumni_conversations (
        id text PRIMARY KEY,
        first_uid text NOT NULL,
        second_uid text NOT NULL CHECK (first_uid < second_uid),
        created_at timestamptz NOT NULL,
        last_message_at timestamptz NOT NULL,
        first_read_at timestamptz,
        second_read_at timestamptz,
        first_notified_at timestamptz,
        second_notified_at timestamptz,
        UNIQUE (first_uid, second_uid)
      )`,
      `CREATE INDEX alumni_conversations_of_second ON alumni_conversations (second_uid, last_message_at DESC, id DESC)`,
      `CREATE INDEX alumni_conversations_of_first ON alumni_conversations (first_uid, last_message_at DESC, id DESC)`,
      `CREATE TABLE alumni_messages (
        id text PRIMARY KEY,
        conversation_id text NOT NULL REFERENCES alumni_conversations(id) ON DELETE CASCADE,
        sender_uid text NOT NULL,
        body text NOT NULL,
        sent_at timestamptz NOT NULL
      )`,
      `CREATE INDEX alumni_messages_in_order ON alumni_messages (conversation_id, sent_at DESC, id DESC)`,
      `CREATE TABLE alumni_blocks (
        blocker_uid text NOT NULL,
        blocked_uid text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (blocker_uid, blocked_uid)
      )`,
      `CREATE INDEX alumni_blocks_of_blocked ON alumni_blocks (blocked_uid)`,
      `CREATE TABLE alumni_reports (
        id text PRIMARY KEY,
        reporter_uid text NOT NULL,
        reported_uid text NOT NULL,
        reason text NOT NULL CHECK (reason IN ('spam','harassment','inappropriate','impersonation','other')),
        details text NOT NULL DEFAULT '',
        message_id text,
        quoted_message text,
        created_at timestamptz NOT NULL,
        resolved_at timestamptz,
        resolved_by text
      )`,
      `CREATE INDEX alumni_reports_open ON alumni_reports (created_at, id) WHERE resolved_at IS NULL`,
      `CREATE INDEX alumni_reports_resolved ON alumni_reports (resolved_at DESC, id DESC) WHERE resolved_at IS NOT NULL`,
    ],
  },
  {
    // The directory's filter counts read only the rows some count can include (directoryFacets' countedRows): with
    // two filters, "this year OR this field". One index per filter column and audience lets the database combine
    // them (a bitmap OR) instead of reading every profile that matches the search.
    id: '0013_directory_filter_indexes',
    statements: [
      ...(['year', 'country', 'field'] as const).flatMap((column) => [
        `CREATE INDEX alumni_profiles_alumni_${column} ON alumni_profiles (alumni_${column}) WHERE hidden_at IS NULL AND alumni_name IS NOT NULL`,
        `CREATE INDEX alumni_profiles_staff_${column} ON alumni_profiles (staff_${column})`,
      ]),
    ],
  },
  {
    // The back office (decision 0024): account events and settings changes in the audit log, suspension on the
    // profile, invitations waiting for their first sign-in, and the site settings admins change.
    id: '0014_back_office',
    statements: [
      `ALTER TABLE audit_logs DROP CONSTRAINT audit_logs_type_check`,
      `ALTER TABLE audit_logs ADD CONSTRAINT audit_logs_type_check CHECK (type IN ('role_change','permission_check','account_deleted','account_event','settings_change'))`,
      `ALTER TABLE users ADD COLUMN suspended_at timestamptz`,
      `ALTER TABLE users ADD COLUMN suspended_by text`,
      `ALTER TABLE users ADD COLUMN suspension_reason text`,
      `CREATE TABLE invitations (
        id text PRIMARY KEY,
        email text NOT NULL,
        display_name text,
        role text NOT NULL CHECK (role IN ('admin','staff','content_editor','alumni','applicant','student')),
        invited_by text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        accepted_by text,
        accepted_role text CHECK (accepted_role IN ('admin','staff','content_editor','alumni','applicant','student')),
        revoked_at timestamptz
      )`,
      // One open invitation per address: inviting again replaces it.
      `CREATE UNIQUE INDEX invitations_open_email ON invitations (lower(email)) WHERE accepted_at IS NULL AND revoked_at IS NULL`,
      `CREATE INDEX invitations_newest ON invitations (created_at DESC, id DESC)`,
      `CREATE TABLE site_settings (
        id text PRIMARY KEY CHECK (id = 'site'),
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by text NOT NULL
      )`,
    ],
  },
  {
    // The admin dashboard's figures (decision 0024) at 100,000 applications: each programme's current round is a range
    // of this index, read without touching the wide rows (form and answers); the applications still waiting for a
    // decision, for reviews outstanding, are a small index of their own.
    id: '0015_dashboard_indexes',
    statements: [
      `CREATE INDEX applications_round ON applications (program_id, created_at) INCLUDE (status, released_at, decision_release_at)`,
      `CREATE INDEX applications_awaiting_decision ON applications (id) WHERE status IN ('submitted', 'under_review')`,
    ],
  },
  {
    // The activity log's filters (decision 0024): by kind, and by person as the one acted on (audit_logs_user_newest)
    // or the one who acted (role changes and account events keep them in changed_by), both newest first. A person is
    // found by part of their name or e-mail (ILIKE '%…%'), which trigram indexes answer without reading every profile
    // (pg_trgm: migration 0012); the users list's search uses them too.
    id: '0016_audit_log_filters',
    statements: [
      `CREATE INDEX audit_logs_type_newest ON audit_logs (type, timestamp DESC, id DESC)`,
      `CREATE INDEX audit_logs_actor_newest ON audit_logs (changed_by, timestamp DESC, id DESC) WHERE changed_by IS NOT NULL`,
      `CREATE INDEX users_name_search ON users USING gin (display_name gin_trgm_ops)`,
      `CREATE INDEX users_email_search ON users USING gin (email gin_trgm_ops)`,
    ],
  },
  {
    // English and French (docs/i18n.md): the language each person reads the site and their e-mails in, chosen with
    // the switch in the navigation or taken from the page they signed up on. Null: never known (English).
    id: '0017_user_language',
    statements: [`ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('en', 'fr'))`],
  },
  {
    // Content in French (docs/architecture.md, "Languages"): a post's, an event's (kind 'content') or a programme
    // page's (kind 'program') French text, saved apart from the English and deleted with its subject. Visitors reading
    // French get it instead of the English; without one they get the English, told so.
    id: '0018_content_translations',
    statements: [
      `CREATE TABLE content_translations (
        kind text NOT NULL CHECK (kind IN ('content','program')),
        subject_id text NOT NULL,
        locale text NOT NULL CHECK (locale IN ('fr')),
        fields jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by text,
        updated_by_name text NOT NULL DEFAULT '',
        PRIMARY KEY (kind, subject_id, locale)
      )`,
    ],
  },
  {
    // The step of the form an applicant was last on, kept with the draft so "continue where you left off" opens there
    // on any device. Null: not moved past the first.
    id: '0019_application_resume_step',
    statements: [`ALTER TABLE applications ADD COLUMN resume_step integer CHECK (resume_step BETWEEN 1 AND 100)`],
  },
  {
    // Versions an editor's autosave made, told apart from explicit saves: one autosave version per few minutes and
    // person is kept (a newer one replaces it), and only the latest few autosave versions of an item stay.
    id: '0020_autosave_versions',
    statements: [`ALTER TABLE content_versions ADD COLUMN autosave boolean NOT NULL DEFAULT false`],
  },
  {
    // A category's French name, shown to visitors reading French; empty: they see the English name, marked as English.
    id: '0021_category_french_name',
    statements: [`ALTER TABLE categories ADD COLUMN name_fr text NOT NULL DEFAULT ''`],
  },
  {
    // Staff saying a student who joined late owes the work due before they joined (by default they do not).
    id: '0022_member_owes_earlier_work',
    statements: [`ALTER TABLE cohort_members ADD COLUMN owes_earlier_work boolean NOT NULL DEFAULT false`],
  },
  {
    // Portal releases going live or rolled back (decision 0031), in the activity log.
    id: '0023_release_changes',
    statements: [
      `ALTER TABLE audit_logs DROP CONSTRAINT audit_logs_type_check`,
      `ALTER TABLE audit_logs ADD CONSTRAINT audit_logs_type_check CHECK (type IN ('role_change','permission_check','account_deleted','account_event','settings_change','release_change'))`,
    ],
  },
  {
    // Live events across service instances (decision 0032): each event is kept here for an hour and NOTIFY'd, so a
    // listener that reconnects catches up on what it missed and an event too big for NOTIFY goes by its id. And every
    // open live stream, with the instance holding it, so a person's streams are counted across instances; an
    // instance renews its rows while it runs, so those of an instance that died expire.
    id: '0024_live_events',
    statements: [
      `CREATE TABLE live_events (
        seq bigserial PRIMARY KEY,
        id text NOT NULL UNIQUE,
        channel text NOT NULL,
        origin text NOT NULL,
        data jsonb NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX live_events_at ON live_events (at)`,
      `CREATE TABLE live_streams (
        id text PRIMARY KEY,
        uid text NOT NULL,
        instance text NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE INDEX live_streams_uid ON live_streams (uid, expires_at)`,
      `CREATE INDEX live_streams_instance ON live_streams (instance)`,
    ],
  },
  {
    // Staff's announcements to a cohort (Markdown, rendered when read) and which student read which. The feed pages on
    // announcements_feed, newest first. A student's unread count is kept as two counters, the cohort's announcements
    // and the member's reads among them, written in the transactions that post, delete and read, so it costs one row
    // each however many announcements a cohort has (counting 60,000 index entries per home page load did not).
    id: '0025_announcements',
    statements: [
      `CREATE TABLE announcements (
        id text PRIMARY KEY,
        cohort_id text NOT NULL REFERENCES cohorts(id) ON DELETE CASCADE,
        author_uid text NOT NULL,
        title text NOT NULL CHECK (length(trim(title)) > 0),
        body text NOT NULL,
        emailed boolean NOT NULL DEFAULT false,
        posted_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE INDEX announcements_feed ON announcements (cohort_id, posted_at DESC, id DESC)`,
      `CREATE TABLE announcement_reads (
        announcement_id text NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        uid text NOT NULL,
        read_at timestamptz NOT NULL,
        PRIMARY KEY (announcement_id, uid)
      )`,
      `CREATE INDEX announcement_reads_by_student ON announcement_reads (uid)`,
      `ALTER TABLE cohorts ADD COLUMN announcement_count integer NOT NULL DEFAULT 0 CHECK (announcement_count >= 0)`,
      `ALTER TABLE cohort_members ADD COLUMN announcements_read integer NOT NULL DEFAULT 0 CHECK (announcements_read >= 0)`,
    ],
  },
  {
    // Grading rubrics (issue 31): an assignment may be graded by a rubric (criteria with levels and points; null: in
    // points), and a grade keeps the levels chosen. Every grade given is kept in submission_grades, so a grade changed
    // later, or cleared by a return or a new hand-in, is still there for staff; those standing now are copied in. A
    // rubric that a kept grade used can no longer change (submission_grades_rubric finds one).
    id: '0026_assignment_rubrics',
    statements: [
      `ALTER TABLE assignments ADD COLUMN rubric jsonb`,
      `ALTER TABLE submissions ADD COLUMN rubric_marks jsonb`,
      `CREATE TABLE submission_grades (
        id text PRIMARY KEY,
        submission_id text NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
        assignment_id text NOT NULL REFERENCES assignments(id) ON DELETE CASCADE,
        attempt integer NOT NULL,
        grade integer NOT NULL CHECK (grade >= 0),
        max_points integer NOT NULL,
        rubric_marks jsonb,
        feedback text NOT NULL DEFAULT '',
        graded_by text,
        graded_at timestamptz NOT NULL
      )`,
      `CREATE INDEX submission_grades_of ON submission_grades (submission_id, graded_at DESC, id DESC)`,
      `CREATE INDEX submission_grades_rubric ON submission_grades (assignment_id) WHERE rubric_marks IS NOT NULL`,
      `INSERT INTO submission_grades (id, submission_id, assignment_id, attempt, grade, max_points, feedback, graded_by, graded_at)
        SELECT 'before-' || s.id, s.id, s.assignment_id, s.attempt, s.grade, a.max_points, s.feedback, s.marked_by,
          coalesce(s.marked_at, s.submitted_at)
        FROM submissions s JOIN assignments a ON a.id = s.assignment_id
        WHERE s.status = 'graded' AND s.grade IS NOT NULL`,
    ],
  },
  {
    // Reference letters (issue 31, decision 0042): one row per referee asked; a replaced referee's row stays with
    // status 'replaced' so its links answer "no longer works". Links are kept only as SHA-256 hashes, several per
    // request (the first e-mail, resends and the reminder each carry their own) so any e-mail the referee opens works
    // until the letter comes. The staff list pages on (program_id, requested_at DESC, id DESC), per status too.
    id: '0027_reference_letters',
    statements: [
      `CREATE TABLE reference_requests (
        id text PRIMARY KEY,
        application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        program_id text NOT NULL REFERENCES programs(id),
        slot integer NOT NULL CHECK (slot BETWEEN 1 AND 3),
        referee_name text NOT NULL CHECK (length(trim(referee_name)) > 0),
        referee_email text NOT NULL,
        status text NOT NULL CHECK (status IN ('requested','received','replaced')),
        locale text,
        due_at timestamptz,
        requested_at timestamptz NOT NULL,
        last_sent_at timestamptz NOT NULL,
        reminded_at timestamptz,
        received_at timestamptz,
        replaced_at timestamptz,
        letter_text text,
        letter_name text,
        letter_size integer,
        letter_content bytea,
        CONSTRAINT reference_received_has_letter CHECK (status <> 'received' OR (received_at IS NOT NULL AND (letter_text IS NOT NULL OR letter_content IS NOT NULL)))
      )`,
      `CREATE UNIQUE INDEX reference_requests_current_slot ON reference_requests (application_id, slot) WHERE status <> 'replaced'`,
      `CREATE INDEX reference_requests_list ON reference_requests (program_id, requested_at DESC, id DESC) WHERE status <> 'replaced'`,
      `CREATE INDEX reference_requests_list_status ON reference_requests (program_id, status, requested_at DESC, id DESC) INCLUDE (due_at)`,
      `CREATE INDEX reference_requests_due_reminder ON reference_requests (due_at) WHERE status = 'requested' AND reminded_at IS NULL`,
      `CREATE TABLE reference_links (
        token_hash text PRIMARY KEY,
        request_id text NOT NULL REFERENCES reference_requests(id) ON DELETE CASCADE,
        issued_at timestamptz NOT NULL
      )`,
      `CREATE INDEX reference_links_of ON reference_links (request_id)`,
    ],
  },
  {
    // Messages to applicants (issue 31, decision 0043): one thread per application. The thread row keeps what the
    // lists need (latest message, counts, unread on each side), written with each message, so the staff inbox and an
    // applicant's list are one index range each. mail_pending marks staff messages whose e-mail is still to be queued:
    // a message to tens of thousands is saved in one statement and its e-mails are queued in batches afterwards.
    id: '0028_applicant_messages',
    statements: [
      `CREATE TABLE application_messages (
        id text PRIMARY KEY,
        application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        author_uid text NOT NULL,
        from_staff boolean NOT NULL,
        body text NOT NULL CHECK (length(trim(body)) > 0),
        sent_at timestamptz NOT NULL,
        mail_pending boolean NOT NULL DEFAULT false
      )`,
      `CREATE INDEX application_messages_thread ON application_messages (application_id, sent_at DESC, id DESC)`,
      `CREATE INDEX application_messages_mail ON application_messages (sent_at, id) WHERE mail_pending`,
      `CREATE TABLE application_threads (
        application_id text PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
        applicant_uid text NOT NULL,
        last_message_id text NOT NULL,
        last_message_at timestamptz NOT NULL,
        messages integer NOT NULL CHECK (messages > 0),
        staff_unread integer NOT NULL DEFAULT 0 CHECK (staff_unread >= 0),
        applicant_unread integer NOT NULL DEFAULT 0 CHECK (applicant_unread >= 0)
      )`,
      `CREATE INDEX application_threads_inbox ON application_threads (last_message_at DESC, application_id DESC)`,
      `CREATE INDEX application_threads_unread ON application_threads (last_message_at DESC, application_id DESC) WHERE staff_unread > 0`,
      `CREATE INDEX application_threads_of ON application_threads (applicant_uid, last_message_at DESC, application_id DESC)`,
    ],
  },
  {
    // The opportunities board (issue 32, decision 0045): jobs, fellowships, calls for papers and scholarships alumni and
    // staff post. On the board while neither closed nor hidden and the deadline (a date, open through its day in UTC)
    // has not passed; the two orders page on the partial indexes of what may be on the board. Fields and countries are
    // the profiles' vocabularies, as arrays with GIN indexes; the search is a lower-cased trigram-indexed column of
    // title, organisation and details. A person's weekly digest is opt-in (opportunity_digests); each week's run is
    // claimed once in opportunity_digest_runs, so several servers send it once.
    id: '0029_opportunities',
    statements: [
      `CREATE TABLE opportunities (
        id text PRIMARY KEY,
        poster_uid text NOT NULL,
        poster_name text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('job', 'fellowship', 'call_for_papers', 'scholarship')),
        title text NOT NULL CHECK (length(trim(title)) > 0),
        organisation text NOT NULL,
        location text NOT NULL DEFAULT '',
        remote boolean NOT NULL DEFAULT false,
        deadline date NOT NULL,
        apply_url text NOT NULL DEFAULT '',
        how_to_apply text NOT NULL DEFAULT '',
        details text NOT NULL DEFAULT '',
        fields text[] NOT NULL DEFAULT '{}',
        countries text[] NOT NULL DEFAULT '{}',
        search text GENERATED ALWAYS AS (lower(title || ' ' || organisation || ' ' || details)) STORED,
        posted_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        closed_at timestamptz,
        hidden_at timestamptz,
        hidden_by text,
        hidden_reason text
      )`,
      `CREATE INDEX opportunities_newest ON opportunities (posted_at DESC, id DESC) WHERE closed_at IS NULL AND hidden_at IS NULL`,
      `CREATE INDEX opportunities_closing ON opportunities (deadline, id) WHERE closed_at IS NULL AND hidden_at IS NULL`,
      `CREATE INDEX opportunities_fields ON opportunities USING gin (fields) WHERE closed_at IS NULL AND hidden_at IS NULL`,
      `CREATE INDEX opportunities_countries ON opportunities USING gin (countries) WHERE closed_at IS NULL AND hidden_at IS NULL`,
      `CREATE INDEX opportunities_search ON opportunities USING gin (search gin_trgm_ops) WHERE closed_at IS NULL AND hidden_at IS NULL`,
      `CREATE INDEX opportunities_by_poster ON opportunities (poster_uid, posted_at DESC, id DESC)`,
      `CREATE TABLE opportunity_digests (
        uid text PRIMARY KEY,
        fields text[] NOT NULL DEFAULT '{}',
        subscribed_at timestamptz NOT NULL
      )`,
      `CREATE TABLE opportunity_digest_runs (
        week date PRIMARY KEY,
        claimed_at timestamptz NOT NULL
      )`,
    ],
  },
  {
    // Events that take registrations on the site (issue 32, decision 0046). The settings row is also the event's
    // lock and seat counter: every registration, cancellation and promotion locks it first, so two cancellations
    // never promote the same person and the places taken never pass the capacity. A person appears once per event
    // while not cancelled (email_key is the lower-cased address); a public registrant's cancel link is stored as a
    // hash only. Lists page on (event, sort_name, id); the waiting list is read in order of arrival.
    id: '0030_event_registrations',
    statements: [
      `CREATE TABLE event_registration_settings (
        event_id text PRIMARY KEY REFERENCES content(id) ON DELETE CASCADE,
        open boolean NOT NULL DEFAULT false,
        audience text NOT NULL DEFAULT 'public' CHECK (audience IN ('public','alumni','students')),
        capacity integer CHECK (capacity IS NULL OR capacity > 0),
        deadline timestamptz,
        registered integer NOT NULL DEFAULT 0 CHECK (registered >= 0),
        updated_at timestamptz NOT NULL
      )`,
      `CREATE TABLE event_registrations (
        id text PRIMARY KEY,
        event_id text NOT NULL REFERENCES content(id) ON DELETE CASCADE,
        uid text,
        name text NOT NULL CHECK (length(trim(name)) > 0),
        sort_name text NOT NULL,
        email text NOT NULL,
        email_key text NOT NULL,
        locale text,
        status text NOT NULL CHECK (status IN ('registered','waiting','cancelled')),
        checked_in_at timestamptz,
        cancel_token_hash text,
        reminded_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE UNIQUE INDEX event_registrations_once ON event_registrations (event_id, email_key) WHERE status <> 'cancelled'`,
      `CREATE UNIQUE INDEX event_registrations_cancel_token ON event_registrations (cancel_token_hash) WHERE cancel_token_hash IS NOT NULL`,
      `CREATE INDEX event_registrations_by_name ON event_registrations (event_id, sort_name, id)`,
      `CREATE INDEX event_registrations_waiting ON event_registrations (event_id, created_at, id) WHERE status = 'waiting'`,
      `CREATE INDEX event_registrations_checked_in ON event_registrations (event_id, sort_name, id) WHERE status = 'registered' AND checked_in_at IS NOT NULL`,
      `CREATE INDEX event_registrations_of_person ON event_registrations (uid) WHERE uid IS NOT NULL`,
      `CREATE INDEX event_registrations_to_remind ON event_registrations (event_id) WHERE status = 'registered' AND reminded_at IS NULL`,
    ],
  },
  {
    // Asking for a mentor (issue 32, decision 0047). One open request per student and mentor (a partial unique index);
    // the service counts a student's open ones under a lock on the student's users row. The mentor's list reads their
    // open requests first; staff page every request newest first, all or by status.
    id: '0031_mentor_requests',
    statements: [
      `CREATE TABLE mentor_requests (
        id text PRIMARY KEY,
        student_uid text NOT NULL,
        mentor_uid text NOT NULL,
        note text NOT NULL CHECK (length(trim(note)) > 0),
        status text NOT NULL CHECK (status IN ('open','accepted','declined','withdrawn','closed')),
        closed_because text CHECK (closed_because IN ('staff','paired')),
        closed_by text,
        mentorship_id text,
        created_at timestamptz NOT NULL,
        answered_at timestamptz
      )`,
      `CREATE UNIQUE INDEX mentor_requests_one_open ON mentor_requests (student_uid, mentor_uid) WHERE status = 'open'`,
      `CREATE INDEX mentor_requests_of_student ON mentor_requests (student_uid, created_at DESC)`,
      `CREATE INDEX mentor_requests_to_mentor ON mentor_requests (mentor_uid, created_at DESC)`,
      `CREATE INDEX mentor_requests_newest ON mentor_requests (created_at DESC, id DESC)`,
      `CREATE INDEX mentor_requests_by_status ON mentor_requests (status, created_at DESC, id DESC)`,
    ],
  },
  {
    // Pictures in alumni stories (decision 0048): a story's pictures are media rows of scope 'story', owned by their
    // author and tied to the story once it is sent (story_id). They are not in the library and the public address does
    // not serve them until the story's post is on the site; the author and editors read them meanwhile through an
    // authenticated route. Publishing makes them library images. The cover is kept on the submission as a post's is.
    id: '0032_story_pictures',
    statements: [
      `ALTER TABLE media ADD COLUMN scope text NOT NULL DEFAULT 'library' CHECK (scope IN ('library','story'))`,
      `ALTER TABLE media ADD COLUMN story_id text`,
      `CREATE INDEX media_of_story ON media (story_id) WHERE story_id IS NOT NULL`,
      `CREATE INDEX media_story_uploads ON media (uploaded_by, created_at) WHERE scope = 'story'`,
      `ALTER TABLE story_submissions ADD COLUMN cover_media_id text`,
      `ALTER TABLE story_submissions ADD COLUMN cover_url text`,
      `ALTER TABLE story_submissions ADD COLUMN cover_alt text NOT NULL DEFAULT ''`,
    ],
  },
  {
    // The follow-up inbox (issue 33, decision 0049): every contact or get-involved message and every pledge is an item
    // with a status, an owner and a thread of staff's notes and replies and the sender's answers. The item's id is the
    // message's or pledge's own; existing ones start as new. activity_at (the sender's latest words) orders the list,
    // on an index per filter (status, owner, kind; open items on partial ones). A reply link is kept as a SHA-256 only.
    id: '0033_follow_up_inbox',
    statements: [
      `CREATE TABLE follow_ups (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('contact','volunteer','mentor','partner','pledge')),
        name text NOT NULL,
        email text NOT NULL,
        email_key text NOT NULL,
        locale text,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new','in_progress','done')),
        owner_uid text,
        replies integer NOT NULL DEFAULT 0 CHECK (replies >= 0),
        received_at timestamptz NOT NULL,
        activity_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        sender_gone_at timestamptz
      )`,
      `CREATE INDEX follow_ups_latest ON follow_ups (activity_at DESC, id DESC)`,
      `CREATE INDEX follow_ups_status ON follow_ups (status, activity_at DESC, id DESC)`,
      `CREATE INDEX follow_ups_open ON follow_ups (activity_at DESC, id DESC) WHERE status <> 'done'`,
      `CREATE INDEX follow_ups_kind ON follow_ups (kind, status, activity_at DESC, id DESC)`,
      `CREATE INDEX follow_ups_kind_open ON follow_ups (kind, activity_at DESC, id DESC) WHERE status <> 'done'`,
      `CREATE INDEX follow_ups_owner ON follow_ups (owner_uid, status, activity_at DESC, id DESC)`,
      `CREATE INDEX follow_ups_owner_open ON follow_ups (owner_uid, activity_at DESC, id DESC) WHERE status <> 'done'`,
      `CREATE INDEX follow_ups_sender ON follow_ups (email_key)`,
      `CREATE TABLE follow_up_entries (
        id text PRIMARY KEY,
        follow_up_id text NOT NULL REFERENCES follow_ups(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('note','reply','answer')),
        author_uid text,
        body text NOT NULL CHECK (length(trim(body)) > 0),
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX follow_up_entries_thread ON follow_up_entries (follow_up_id, created_at, id)`,
      `CREATE TABLE follow_up_links (
        token_hash text PRIMARY KEY,
        follow_up_id text NOT NULL REFERENCES follow_ups(id) ON DELETE CASCADE,
        issued_at timestamptz NOT NULL
      )`,
      `CREATE INDEX follow_up_links_item ON follow_up_links (follow_up_id)`,
      `INSERT INTO follow_ups (id, kind, name, email, email_key, received_at, activity_at, updated_at)
        SELECT id, kind, name, email, lower(email), created_at, created_at, created_at FROM messages`,
      `INSERT INTO follow_ups (id, kind, name, email, email_key, received_at, activity_at, updated_at)
        SELECT id, 'pledge', name, email, lower(email), created_at, created_at, created_at FROM pledges`,
    ],
  },
  {
    // Mobile money through Paystack beside Stripe (decision 0050). A Paystack gift is a row from the moment the donor
    // starts paying: pending, then succeeded only when Paystack's signed webhook says so, or failed (in words, from
    // failure_reason). Stripe's rows keep their meaning: recorded when paid, so they are 'succeeded' from the start.
    // A Paystack row is found by its reference (ours, random, also the donor's handle on its status).
    id: '0034_mobile_money',
    statements: [
      `ALTER TABLE donations ALTER COLUMN stripe_event_id DROP NOT NULL`,
      `ALTER TABLE donations ADD COLUMN provider text NOT NULL DEFAULT 'stripe' CHECK (provider IN ('stripe','paystack'))`,
      `ALTER TABLE donations ADD COLUMN status text NOT NULL DEFAULT 'succeeded' CHECK (status IN ('pending','succeeded','failed'))`,
      `ALTER TABLE donations ADD COLUMN provider_reference text`,
      `ALTER TABLE donations ADD COLUMN provider_transaction_id text`,
      `ALTER TABLE donations ADD COLUMN failure_reason text CHECK (failure_reason IN ('declined','amount_differs','not_started'))`,
      `ALTER TABLE donations ADD COLUMN locale text`,
      `ALTER TABLE donations ADD COLUMN checked_at timestamptz`,
      `ALTER TABLE donations ADD COLUMN updated_at timestamptz`,
      `ALTER TABLE donations ADD CONSTRAINT donations_stripe_has_event CHECK (provider <> 'stripe' OR stripe_event_id IS NOT NULL)`,
      `ALTER TABLE donations ADD CONSTRAINT donations_paystack_has_reference CHECK (provider <> 'paystack' OR provider_reference IS NOT NULL)`,
      `CREATE UNIQUE INDEX donations_provider_reference ON donations (provider, provider_reference) WHERE provider_reference IS NOT NULL`,
    ],
  },
  {
    // Giving history (decision 0051). Receipt numbers come from a sequence, so two receipts never share one however
    // many are asked for at once (a sequence never hands out a value twice, even in transactions that roll back); each
    // receipt issued is recorded. A donor's link is kept as the SHA-256 of its token with its expiry. Monthly gifts
    // (Stripe subscriptions) get a row of their own, filled from the gifts already recorded, so the history can show,
    // change and stop them. The donor's gifts and pledges are read by lower-cased address, newest first.
    id: '0035_giving_history',
    statements: [
      `CREATE SEQUENCE receipt_numbers AS bigint START 1`,
      `CREATE TABLE giving_receipts (
        number bigint PRIMARY KEY,
        email_key text NOT NULL,
        donation_id text,
        from_day date,
        to_day date,
        gift_count integer NOT NULL,
        asked_through text NOT NULL CHECK (asked_through IN ('link','account','staff')),
        issued_at timestamptz NOT NULL
      )`,
      `CREATE INDEX giving_receipts_of_donor ON giving_receipts (email_key, issued_at DESC)`,
      `CREATE TABLE giving_links (
        token_hash text PRIMARY KEY,
        email_key text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX giving_links_expiry ON giving_links (expires_at)`,
      `CREATE TABLE monthly_gifts (
        subscription_id text PRIMARY KEY,
        email text NOT NULL,
        email_key text NOT NULL,
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        currency text NOT NULL,
        locale text,
        status text NOT NULL CHECK (status IN ('active','stopped')),
        payment_failing boolean NOT NULL DEFAULT false,
        stripe_customer_id text,
        started_at timestamptz NOT NULL,
        stopped_at timestamptz,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE INDEX monthly_gifts_of_donor ON monthly_gifts (email_key, started_at DESC)`,
      `CREATE INDEX monthly_gifts_of_customer ON monthly_gifts (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL`,
      `INSERT INTO monthly_gifts (subscription_id, email, email_key, amount_minor, currency, status, started_at, updated_at)
        SELECT DISTINCT ON (stripe_subscription_id) stripe_subscription_id, email, lower(email), amount_minor, currency,
          'active', created_at, created_at
        FROM donations
        WHERE frequency = 'monthly' AND stripe_subscription_id IS NOT NULL AND email IS NOT NULL AND amount_minor > 0
        ORDER BY stripe_subscription_id, created_at DESC`,
      `CREATE INDEX donations_of_donor ON donations (lower(email), created_at DESC, id DESC) WHERE email IS NOT NULL`,
      `CREATE INDEX pledges_of_donor ON pledges (lower(email), created_at DESC, id DESC)`,
    ],
  },
  {
    // Recent alumni ask for a mentor too (decision 0052): who asked, a student or an alumnus, kept as it was when they
    // asked, so the mentor's and staff's lists name them rightly and accepting knows which mentorship to start (in the
    // student's cohort, or none for an alumnus). Earlier requests were all students'.
    id: '0036_alumni_mentor_requests',
    statements: [
      `ALTER TABLE mentor_requests ADD COLUMN asked_as text NOT NULL DEFAULT 'student' CHECK (asked_as IN ('student','alumni'))`,
    ],
  },
  {
    // Stripe's events in any order (decision 0051): a subscription's end is kept even before its monthly gift exists.
    // Mobile-money payments never confirmed expire (decision 0050): a failure reason of their own, and the sweep's
    // index of pending payments by age.
    id: '0037_subscription_ends_and_expired_payments',
    statements: [
      `CREATE TABLE stripe_subscription_ends (
        subscription_id text PRIMARY KEY,
        ended_at timestamptz NOT NULL,
        event_id text NOT NULL,
        recorded_at timestamptz NOT NULL
      )`,
      `ALTER TABLE donations DROP CONSTRAINT donations_failure_reason_check`,
      `ALTER TABLE donations ADD CONSTRAINT donations_failure_reason_check
        CHECK (failure_reason IN ('declined','amount_differs','not_started','expired'))`,
      `CREATE INDEX donations_pending_by_age ON donations (created_at) WHERE status = 'pending'`,
    ],
  },
  {
    // Ending a mentorship (decision 0052, amended): its mentee, its mentor or staff may end it; who did, as what, the
    // note left for the other side, and staff's reason (kept for staff only) stay on the row. Earlier endings (staff on
    // a cohort's page, completion) keep nulls. A mentee's past mentorships are read newest ended first.
    id: '0038_mentorship_endings',
    statements: [
      `ALTER TABLE mentorships ADD COLUMN ended_by text`,
      `ALTER TABLE mentorships ADD COLUMN ended_as text CHECK (ended_as IN ('student','mentor','staff'))`,
      `ALTER TABLE mentorships ADD COLUMN end_note text`,
      `ALTER TABLE mentorships ADD COLUMN end_reason text`,
      `CREATE INDEX mentorships_of_mentee ON mentorships (student_uid, ended_at DESC NULLS FIRST)`,
    ],
  },
];
