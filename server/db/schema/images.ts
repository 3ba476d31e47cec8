import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Uploaded pictures (spec 3 "Uploaded image"; DESIGN.md 5b uploads): what the image service
 * stored after checking the content (JPEG or PNG by magic bytes, at most 5 MB, at least 300×300),
 * stripping metadata and re-encoding. `storage_key` names the object in the storage provider (the
 * local disk under DATA_DIR, or an S3-compatible bucket). Served at /media/uploads/{storage_key}.{ext}:
 * the random 128-bit key is what keeps case evidence private.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    ownerMemberId: integer('owner_member_id')
      .notNull()
      .references(() => members.id),
    /** What it was uploaded for: 'case', 'avatar', 'listing', 'condition', 'tax', 'banner', 'promotion' (src/domain/uploads/upload.schema.ts). */
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** 'image/jpeg' or 'image/png', as re-encoded. */
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_owner_idx').on(t.ownerMemberId, t.createdAt)],
);
