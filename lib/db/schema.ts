import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// One schema for PGlite and PostgreSQL (ARCHITECTURE.md §3), designed for the whole specification.
// Migrations in drizzle/ are generated from this file with `npm run db:generate`.

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const outlets = pgTable(
  "outlets",
  {
    id: text("id").primaryKey(), // slug, e.g. "bbc-news"
    name: text("name").notNull(),
    domains: text("domains").array().notNull(),
    country: text("country").notNull(),
    editions: text("editions").array().notNull(),
    // The shown 7-point value, always derived from outlet_ratings by lib/outlets' rule.
    bias: text("bias").notNull().default("unknown"),
    biasBasis: text("bias_basis").notNull().default(""),
    factuality: text("factuality").notNull().default("unknown"),
    owner: text("owner"),
    ownershipType: text("ownership_type"),
    paywall: boolean("paywall").notNull().default(false),
    borderColour: text("border_colour").notNull(),
    logo: jsonb("logo").$type<{ initials: string; background: string; foreground: string }>().notNull(),
    // "registry": kept in sync with lib/outlets at start-up; "operator": imported, never overwritten.
    managedBy: text("managed_by").notNull().default("registry"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("outlets_name_trgm").using("gin", t.name.op("gin_trgm_ops"))],
);

export const outletRatings = pgTable(
  "outlet_ratings",
  {
    id: serial("id").primaryKey(),
    outletId: text("outlet_id").notNull().references(() => outlets.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(), // "bias" | "factuality"
    rater: text("rater").notNull(), // "AllSides", "MBFC", …
    label: text("label").notNull(), // the rater's own label, verbatim
    ratedOn: date("rated_on").notNull(),
    url: text("url"),
  },
  (t) => [uniqueIndex("outlet_ratings_unique").on(t.outletId, t.kind, t.rater, t.ratedOn)],
);

export const feeds = pgTable(
  "feeds",
  {
    id: serial("id").primaryKey(),
    outletId: text("outlet_id").notNull().references(() => outlets.id, { onDelete: "cascade" }),
    url: text("url").notNull().unique(),
    enabled: boolean("enabled").notNull().default(true),
    etag: text("etag"),
    lastModified: text("last_modified"),
    nextCheckAt: timestamptz("next_check_at").notNull().defaultNow(),
    errorCount: integer("error_count").notNull().default(0),
    lastError: text("last_error"),
    lastStatus: integer("last_status"),
    lastFetchedAt: timestamptz("last_fetched_at"),
    lastSuccessAt: timestamptz("last_success_at"),
    lastDurationMs: integer("last_duration_ms"),
    lastItemCount: integer("last_item_count"),
    articlesAdded: integer("articles_added").notNull().default(0),
    // Paid promotions the last successful fetch dropped instead of storing (issue 25).
    lastPromotionCount: integer("last_promotion_count").notNull().default(0),
    // Row claim of a worker (FOR UPDATE SKIP LOCKED + lease) so no feed is fetched twice at once.
    claimedBy: text("claimed_by"),
    claimedUntil: timestamptz("claimed_until"),
    // --- outlet registry (issue 27) ---
    // An aggregator's items are credited to the outlet each links to; any other feed's to its own outlet.
    aggregator: boolean("aggregator").notNull().default(false),
  },
  (t) => [index("feeds_due").on(t.nextCheckAt), index("feeds_outlet").on(t.outletId)],
);

export const articles = pgTable(
  "articles",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    outletId: text("outlet_id").notNull().references(() => outlets.id, { onDelete: "cascade" }),
    feedId: integer("feed_id").references(() => feeds.id, { onDelete: "set null" }),
    url: text("url").notNull(), // canonical
    hash: text("hash").notNull(), // stable item hash (guid, else url, else title+date)
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    text: text("text").notNull().default(""),
    author: text("author"),
    imageUrl: text("image_url"),
    publishedAt: timestamptz("published_at").notNull(),
    dateFlagged: boolean("date_flagged").notNull().default(false),
    language: text("language"),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    fetchedAt: timestamptz("fetched_at").notNull().defaultNow(),
    // Set once the clusterer has placed the article; NULL rows are the clusterer's queue.
    clusteredAt: timestamptz("clustered_at"),
    // Why the clusterer could not place the article (issue 23): it is set aside (clustered_at set,
    // no story) so one bad article cannot block every later one.
    clusterError: text("cluster_error"),
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(description, ''))`,
    ),
  },
  (t) => [
    uniqueIndex("articles_url_unique").on(t.url),
    uniqueIndex("articles_outlet_hash_unique").on(t.outletId, t.hash),
    index("articles_published").on(t.publishedAt),
    // A feed's article count (/api/feeds/status, `npm run feeds -- status`) and the feed's cleanup.
    index("articles_feed_id").on(t.feedId),
    index("articles_unclustered").on(t.id).where(sql`clustered_at IS NULL`),
    index("articles_search").using("gin", t.search),
  ],
);

export const stories = pgTable(
  "stories",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    imageUrl: text("image_url"),
    firstSeenAt: timestamptz("first_seen_at").notNull(),
    lastSeenAt: timestamptz("last_seen_at").notNull(),
    articleCount: integer("article_count").notNull().default(0),
    sourceCount: integer("source_count").notNull().default(0),
    biasCounts: jsonb("bias_counts").$type<Record<string, number>>().notNull().default({}),
    leftPercent: integer("left_percent").notNull().default(0),
    centerPercent: integer("center_percent").notNull().default(0),
    rightPercent: integer("right_percent").notNull().default(0),
    // The side that barely covers the story ("left" = a blindspot for readers of the left), or NULL.
    blindspotFor: text("blindspot_for"),
    editions: text("editions").array().notNull().default(sql`'{}'::text[]`),
    interestIds: integer("interest_ids").array().notNull().default(sql`'{}'::int[]`),
    mergedInto: bigint("merged_into", { mode: "number" }),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("stories_last_seen").on(t.lastSeenAt),
    index("stories_first_seen").on(t.firstSeenAt),
    // The personal pages' shared list asks only for the stories changed since it was read (issue 28).
    index("stories_updated").on(t.updatedAt),
    index("stories_editions").using("gin", t.editions),
    index("stories_interests").using("gin", t.interestIds),
    index("stories_blindspot").on(t.blindspotFor, t.lastSeenAt).where(sql`blindspot_for IS NOT NULL`),
    index("stories_title_trgm").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

/**
 * Why the split pass took an article out of the story it was in: the story, and the mean pair score
 * between the reports that left and those that stayed (below the split threshold), within the reports
 * that left and within those that stayed (lib/news/cluster/split-stories.ts).
 */
export interface SplitReason {
  fromStoryId: number;
  /**
   * "threshold": `score` below the split threshold; "core": a loose member of the others' group; "fit":
   * a full text whose fit to the rest of its story (`score`) fell below the fit floor (lib/news/cluster/split-stories.ts).
   */
  rule: "threshold" | "core" | "fit";
  score: number;
  within: number | null;
  kept: number | null;
  /**
   * The split pass's pair rules that lowered the score between the two groups, most pairs first
   * ("anchor", "stage", "genre", "reaction", "time", "broad", "conflict"; lib/news/cluster/split-stories.ts), and the score
   * without them. Absent on splits stored before they were recorded.
   */
  rules?: ("anchor" | "stage" | "genre" | "reaction" | "time" | "broad" | "conflict")[];
  before?: number;
}

export const storyArticles = pgTable(
  "story_articles",
  {
    articleId: bigint("article_id", { mode: "number" })
      .primaryKey()
      .references(() => articles.id, { onDelete: "cascade" }),
    storyId: bigint("story_id", { mode: "number" })
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    // Why the article joined (ARCHITECTURE.md §4): similarity score, shared terms and entities.
    score: real("score").notNull(),
    sharedTerms: text("shared_terms").array().notNull().default(sql`'{}'::text[]`),
    sharedEntities: text("shared_entities").array().notNull().default(sql`'{}'::text[]`),
    // Why split (issue 26): set when the split pass moved the article out of the story it was in.
    split: jsonb("split").$type<SplitReason>(),
    joinedAt: timestamptz("joined_at").notNull().defaultNow(),
  },
  (t) => [index("story_articles_story").on(t.storyId)],
);

export const interests = pgTable(
  "interests",
  {
    id: integer("id").primaryKey(), // numeric ids, as the spec's client expects
    kind: text("kind").notNull(), // "topic" | "person" | "place" | "organisation"
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    countryCode: text("country_code"), // places: drives local news
    regionCode: text("region_code"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("interests_slug_unique").on(t.slug),
    index("interests_name_trgm").using("gin", t.name.op("gin_trgm_ops")),
    index("interests_place").on(t.countryCode, t.regionCode),
  ],
);

export const storyInterests = pgTable(
  "story_interests",
  {
    storyId: bigint("story_id", { mode: "number" })
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    interestId: integer("interest_id")
      .notNull()
      .references(() => interests.id, { onDelete: "cascade" }),
    score: real("score").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.interestId] }), index("story_interests_interest").on(t.interestId)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(), // integer, spec §3
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    fullname: text("fullname"),
    username: text("username"),
    avatar: text("avatar"),
    category: text("category"),
    timeZoneId: text("time_zone_id"),
    topFeedEdition: text("top_feed_edition"),
    subscriptionStatus: text("subscription_status").notNull().default("free"),
    subscriptionWillRenew: boolean("subscription_will_renew").notNull().default(false),
    subscribedUntil: timestamptz("subscribed_until"),
    leftColor: text("left_color"),
    rightColor: text("right_color"),
    registered: boolean("registered").notNull().default(true),
    trialStart: timestamptz("trial_start"),
    instVerifPending: boolean("inst_verif_pending").notNull().default(false),
    localIsManual: boolean("local_is_manual").notNull().default(false),
    localPlace: jsonb("local_place").$type<{ countryCode?: string; regionCode?: string; city?: string }>(),
    imageMode: text("image_mode").notNull().default("color"),
    institutionalUser: boolean("institutional_user").notNull().default(false),
    /** The institution whose licence gives this reader the institutional plan (issue 21, set by `npm run plans`). */
    institutionName: text("institution_name"),
    /** The institution's icon: an https address or a path on this site (`npm run plans -- institution … --icon`). */
    institutionIcon: text("institution_icon"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** When the payment provider's state last written here was true (issue 21): an older event never overwrites a newer one. */
    subscriptionStateAt: timestamptz("subscription_state_at"),
    utmMedium: text("utm_medium"),
    pnLevel: text("pn_level"),
    pnSound: boolean("pn_sound"),
    pnDailyTime: integer("pn_daily_time"),
    pushId: text("push_id"),
    onboardingSeenAt: timestamptz("onboarding_seen_at"),
    // Set when the reader opens the verification link (issue 20); newsletters go only to verified addresses.
    emailVerifiedAt: timestamptz("email_verified_at"),
    // A registration of an address that already has an account gets an account like any other (so the
    // answer does not tell that the address is taken), flagged here: it never receives mail, is never
    // found by its e-mail (sign-in, reset) and cannot be verified (docs/decisions.md, issue 20).
    shadow: boolean("shadow").notNull().default(false),
    // The public link of the reader's year in review (issue 22): a random slug while sharing is on, NULL
    // (the default) when off; switching it off forgets the slug, so the old link stops working.
    yearInReviewShare: text("year_in_review_share"),
    // Bumped by every write of the reader's own data their personal pages show (reads, follows, blocks,
    // settings: lib/queries/personal-version.ts): the web process's copies of /my and /my-news-bias are
    // kept under it, so the reader's next load after a change is made afresh (issue 28).
    personalVersion: integer("personal_version").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`).where(sql`NOT ${t.shadow}`),
    uniqueIndex("users_year_in_review_share_unique").on(t.yearInReviewShare),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(), // sha-256 of the random token; the token itself is never stored
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

// Request rate limits shared by every web process on one PostgreSQL (issue 23): rate-limiter-flexible's
// PostgreSQL store, whose columns these are; `expire` is in epoch milliseconds. Unused (memory) on the
// embedded database.
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

// Payments (issue 21). Every Stripe webhook event id processed, so a replayed or re-sent event is a
// no-op; and gift codes, each redeemed once.
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  outcome: text("outcome").notNull(),
  processedAt: timestamptz("processed_at").notNull().defaultNow(),
});

export const giftCodes = pgTable(
  "gift_codes",
  {
    code: text("code").primaryKey(),
    plan: text("plan").notNull().default("vantage"),
    months: integer("months").notNull().default(12),
    buyerEmail: text("buyer_email").notNull(),
    recipientEmail: text("recipient_email"),
    checkoutSessionId: text("checkout_session_id").unique(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    redeemedBy: integer("redeemed_by").references(() => users.id, { onDelete: "set null" }),
    redeemedAt: timestamptz("redeemed_at"),
  },
  (t) => [index("gift_codes_redeemed_by").on(t.redeemedBy)],
);

// Small key/value facts of the engine (e.g. the clusterer's epoch), shared by all processes.
export const engineState = pgTable("engine_state", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

// Accounts (issue 5). One row per (user, target): a target is followed, blocked or muted, never two at
// once. target_id is text so interests (numeric ids) and outlets (slugs) share the table.
export const follows = pgTable(
  "follows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetKind: text("target_kind").notNull(), // "interest" | "outlet"
    targetId: text("target_id").notNull(),
    relation: text("relation").notNull().default("follow"), // "follow" | "block" | "mute"
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetKind, t.targetId] }),
    index("follows_user_relation").on(t.userId, t.relation, t.targetKind, t.createdAt),
    index("follows_target").on(t.targetKind, t.targetId),
  ],
);

// Reading history, for the story page and My News Bias. The outlet is copied from the article so the
// bias profile survives an article being pruned.
export const reads = pgTable(
  "reads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storyId: bigint("story_id", { mode: "number" })
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    articleId: bigint("article_id", { mode: "number" }).references(() => articles.id, { onDelete: "set null" }),
    outletId: text("outlet_id").references(() => outlets.id, { onDelete: "set null" }),
    readAt: timestamptz("read_at").notNull().defaultNow(),
  },
  (t) => [
    index("reads_user_read_at").on(t.userId, t.readAt),
    // The reader's last read of a story (the 30-minute rule, the counters' story count, "what you're missing").
    index("reads_user_story_read_at").on(t.userId, t.storyId, t.readAt),
  ],
);

// My News Bias's counters (issue 28), kept by lib/queries/reader-counters.ts in the transaction that
// records each read, so the page sums a reader's days instead of weighing their reading history.
// A day is a UTC date. `stories` counts the stories whose latest read by the reader falls on that day,
// so the stories of any run of days add up without counting a story twice.
export const readerDays = pgTable(
  "reader_days",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    reads: integer("reads").notNull().default(0),
    stories: integer("stories").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Each read's weight toward the outlets it counts for (1 for an article, 1/n across a story's n outlets). */
export const readerOutletDays = pgTable(
  "reader_outlet_days",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    outletId: text("outlet_id")
      .notNull()
      .references(() => outlets.id, { onDelete: "cascade" }),
    weight: doublePrecision("weight").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.outletId] })],
);

/** Reads of stories with each interest (a read counts once per interest of its story). */
export const readerInterestDays = pgTable(
  "reader_interest_days",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    interestId: integer("interest_id").notNull(),
    reads: integer("reads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.interestId] })],
);

// Readers whose counters are not built yet (issue 28, second part): the counters' backfill is a batched
// background job (lib/queries/reader-counters-backfill.ts), not a start-up step. A reader with a row here
// has reads the counters do not hold yet; the job (engine loop, `npm run counters:backfill`) or the first
// My News Bias view builds that reader's counters from the history and deletes the row. A reader without
// one (every reader who signed up after the counters) is ready: recordRead keeps their counters.
export const readerCountersPending = pgTable("reader_counters_pending", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
});

// Experiment choices the client reports (POST /v04/ue, spec §7), only for the ids in lib/accounts/experiments.ts.
export const experimentEvents = pgTable(
  "experiment_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    experimentId: text("experiment_id").notNull(),
    choice: text("choice").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("experiment_events_experiment").on(t.experimentId, t.createdAt), index("experiment_events_user").on(t.userId)],
);

// --- E-mail (issue 20) ---

// Every message the site sends goes through this outbox: composed once, then drained by a worker
// (lib/mail/outbox.ts) to SMTP or, without SMTP_URL, kept for `npm run mail -- outbox`. dedupe_key makes
// "at most once per reader per issue" a constraint: a second insert for the same key does nothing.
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    kind: text("kind").notNull(), // "verify" | "reset" | "welcome" | "register-existing" | "newsletter" | "token"
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull().default(""),
    text: text("text").notNull().default(""),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    // A newsletter's message shares one rendered body (email_bodies) with every reader of the same
    // issue; `vars` are the literal replacements (the reader's token) made when it is sent.
    bodyKey: text("body_key").references(() => emailBodies.key, { onDelete: "cascade" }),
    vars: jsonb("vars").$type<Record<string, string>>().notNull().default({}),
    status: text("status").notNull().default("pending"), // "pending" | "sent" | "failed"
    attempts: integer("attempts").notNull().default(0),
    notBefore: timestamptz("not_before").notNull().defaultNow(),
    claimedBy: text("claimed_by"),
    claimedUntil: timestamptz("claimed_until"),
    lastError: text("last_error"),
    messageId: text("message_id"),
    sentAt: timestamptz("sent_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("email_outbox_due").on(t.status, t.notBefore)],
);

// A rendered body shared by many outbox messages (one per newsletter issue variant).
export const emailBodies = pgTable("email_bodies", {
  key: text("key").primaryKey(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  text: text("text").notNull(),
  headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

// Single-use account tokens (verification, password reset): only the sha-256 of the token is stored.
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(), // "verify" | "reset"
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("account_tokens_user").on(t.userId, t.purpose)],
);

// Public e-mail tokens (spec §3 "Email token", §7): bound to one lowercase address by its sha-256; the
// token itself is only in the answer to its owner or in a mail sent to the address.
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: serial("id").primaryKey(),
    emailHash: text("email_hash").notNull(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("email_tokens_email").on(t.emailHash)],
);

// Spec §3 "Email subscription" / "Newsletter subscription record", keyed by the hashed lowercase e-mail.
export const emailSubscriptions = pgTable(
  "email_subscriptions",
  {
    id: serial("id").primaryKey(),
    emailHash: text("email_hash").notNull(),
    email: text("email").notNull(),
    emailIdentifier: text("email_identifier").notNull(),
    isSubscribed: boolean("is_subscribed").notNull().default(true),
    userUnsubscribed: boolean("user_unsubscribed").notNull().default(false),
    source: text("source").notNull().default("web"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_subscriptions_unique").on(t.emailHash, t.emailIdentifier),
    index("email_subscriptions_identifier").on(t.emailIdentifier, t.isSubscribed),
  ],
);

// Spec §3 "Email-click record".
export const emailClicks = pgTable(
  "email_clicks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    emailHash: text("email_hash"),
    path: text("path").notNull(),
    emailIdentifier: text("email_identifier").notNull(),
    numberInSeries: text("number_in_series"),
    variant: text("variant"),
    edition: text("edition"),
    category: text("category"),
    subCategory: text("sub_category"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("email_clicks_identifier").on(t.emailIdentifier, t.createdAt)],
);

// The site's own page-view tracker (issue 19): one row per page view of a visitor with analytics consent,
// never a bot. No visitor or session id: the operator sees sections, pages, referrers, landing pages and
// campaigns, not people.
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    viewedAt: timestamptz("viewed_at").notNull().defaultNow(),
    /** Spec §2 section name, or the first path segment for pages outside them. */
    section: text("section").notNull(),
    /** The path, or a generic title for article, interest, daily-briefing and landingV8 pages (spec §2). */
    page: text("page").notNull(),
    referrerHost: text("referrer_host"),
    landing: boolean("landing").notNull().default(false),
    utmCampaign: text("utm_campaign"),
  },
  (t) => [index("page_views_viewed_at").on(t.viewedAt)],
);

// Web Push (issue 22). One row per browser a reader switched notifications on in: the push service's
// endpoint and the browser's keys (RFC 8291). A push service answering 404 or 410 means the browser
// dropped it: the row is deleted.
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user").on(t.userId)],
);

// Every notification a reader was sent, once per (reader, key): `story:<id>` for a breaking story,
// `daily:<local day>` for the daily briefing. The unique key is what makes the daily briefing go out
// exactly once a day whatever restarts or how many workers run; unseen rows (seen_at NULL) are the
// header's notification dot.
export const pushNotifications = pgTable(
  "push_notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    kind: text("kind").notNull(), // "breaking" | "daily"
    title: text("title").notNull(),
    body: text("body").notNull(),
    url: text("url").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    seenAt: timestamptz("seen_at"),
  },
  (t) => [
    uniqueIndex("push_notifications_user_key").on(t.userId, t.key),
    index("push_notifications_user_created").on(t.userId, t.createdAt),
  ],
);

// The article assistant's reactions (issue 22, spec §7 GAI-Reaction): whether an answer helped. The
// question is kept (to see which ones the articles fail to answer); the answer is not, it can be asked
// again. A signed-out reader's reaction has no user.
export const assistantReactions = pgTable(
  "assistant_reactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    storyId: bigint("story_id", { mode: "number" })
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    question: text("question").notNull(),
    helpful: boolean("helpful").notNull(),
    /** How the answer was made: "extractive" (offline) or "model". */
    via: text("via").notNull(),
    answered: boolean("answered").notNull(),
    /** Where the assistant was shown: AA2 (right-hand side) or AA3 (below the summary). */
    variant: text("variant").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("assistant_reactions_story").on(t.storyId, t.createdAt)],
);
