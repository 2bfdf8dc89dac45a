import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per subscribed email, stored lower-cased (docs/product.md#completed-features). */
export const newsletterSubscriptions = pgTable('newsletter_subscription', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
