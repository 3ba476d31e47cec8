/**
 * The legal and information texts as the API carries them (spec 3 section 7 "Get new service
 * agreements": `Data[0].Content`). Content is HTML sanitised by the server; PublishedAt is the
 * version's date ("Updated {date}").
 */
import { z } from 'zod/mini';
import { locales } from '../language/locales';

/**
 * The PWA names the language it shows (its copies are cached per address, so each language has its
 * own); without it the server picks the reader's (saved language, cookie, Accept-Language).
 */
const language = z.optional(z.enum(locales));

/** GET /api/agreements?ServiceAgreementType=1: an unknown type is 404, not 400 (the spec's call answers "nothing"). */
export const agreementListQuery = z.object({
  ServiceAgreementType: z.coerce.number().check(z.int(), z.positive(), z.maximum(1_000)),
  Language: language,
});

/** GET /api/agreements/:key?Language=ko */
export const agreementQuery = z.object({ Language: language });

/** GET /api/agreements/:key: any short slug; an unknown one is 404. */
export const agreementParams = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[a-zA-Z-]+$/)),
});

export const agreementVersion = z.object({
  Key: z.string(),
  Title: z.string(),
  Content: z.string(),
  Version: z.number(),
  PublishedAt: z.string(),
});
export type AgreementVersion = z.infer<typeof agreementVersion>;

/** The list call: every version of the type's text in the reader's language, newest first. */
export const agreementListReply = z.object({ Data: z.array(agreementVersion) });
export type AgreementListReply = z.infer<typeof agreementListReply>;

/** One text, its newest version, in the language it was found in (English when the reader's is missing). */
export const agreementReply = z.extend(agreementVersion, { Language: z.string() });
export type AgreementReply = z.infer<typeof agreementReply>;
