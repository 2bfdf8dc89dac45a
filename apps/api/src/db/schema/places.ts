import { integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

/** Nigeria's 36 states and the FCT (docs/product.md#places). */
export const states = pgTable('state', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** The 774 local government areas, each in one state. */
export const localGovernments = pgTable(
  'local_government',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
  },
  (table) => [unique('local_government_state_name_uq').on(table.stateId, table.name)],
);

/** The world's countries (ISO 3166 alpha-2 code and English name). */
export const countries = pgTable('country', {
  code: text('code').primaryKey(),
  name: text('name').notNull().unique(),
});
