/** Column builders the table files share. */
import { bigint, date, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money: NUMERIC(14,2), read as a decimal string (use decimal.js for arithmetic). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** Rates and percentages as fractions 0..1: NUMERIC(9,6), read as a decimal string. */
export const rate = (name: string) => numeric(name, { precision: 9, scale: 6 });

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Dates as ISO strings (YYYY-MM-DD). */
export const date_ = (name: string) => date(name, { mode: 'string' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** Jira/Tempo ids fit in a JS number (they are well below 2^53). */
export const jiraId = (name: string) => bigint(name, { mode: 'number' });
/** Exchange quote: BRL per unit of the foreign currency, NUMERIC(12,6). */
export const quote = (name: string) => numeric(name, { precision: 12, scale: 6 });
