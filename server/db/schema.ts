import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Errors the browser reported: uncaught UI errors, exceptions and unhandled rejections. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    occurredAt: text('occurred_at').notNull(),
    environment: text('environment').notNull(),
    codeVersion: text('code_version').notNull(),
    level: text('level').notNull(),
    source: text('source').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url'),
    userAgent: text('user_agent'),
    clientVersion: text('client_version'),
    telemetry: jsonb('telemetry').notNull(),
    truncated: boolean('truncated').notNull().default(false),
  },
  (t) => [index('error_reports_received_at_idx').on(t.receivedAt)],
)
