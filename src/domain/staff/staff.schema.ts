/**
 * The staff console's own calls (DESIGN.md 5b roles): who I am at Holo's desks, the staff log,
 * the content desk's banners and legal texts. The desks' other calls keep their own schemas.
 */
import { z } from 'zod/mini';

export const staffDeskNames = ['cases', 'warehouse', 'tax', 'sellers', 'content'] as const;
export type StaffDeskName = (typeof staffDeskNames)[number];

/** GET /api/staff/me: the desks of the signed-in member; none: not staff. */
export const staffMeReply = z.object({ MemberId: z.int(), Nickname: z.string(), Desks: z.array(z.enum(staffDeskNames)) });
export type StaffMeReply = z.infer<typeof staffMeReply>;

export const STAFF_ACTIONS_PAGE_SIZE = 60;

/** GET /api/staff/actions?desk=&page=: the staff log of the reader's own desks. */
export const staffActionsQuery = z.object({
  desk: z.optional(z.enum(staffDeskNames, { error: 'STAFF_DESK_INVALID' })),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});

export const staffActionRow = z.object({
  Id: z.int(),
  StaffMemberId: z.int(),
  StaffNickname: z.string(),
  Desk: z.string(),
  Action: z.string(),
  Subject: z.string(),
  CreatedAt: z.string(),
});
export type StaffActionRow = z.infer<typeof staffActionRow>;
export const staffActionsReply = z.object({ Data: z.array(staffActionRow), Total: z.int(), PageSize: z.int() });
export type StaffActionsReply = z.infer<typeof staffActionsReply>;

// --- Banners (the home page's carousel, spec 1 "Banner") ---

export const bannerClickTypes = [0, 2, 6, 9, 10] as const;
const recordId = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
export const staffRecordParams = z.object({ id: recordId });

const titleText = z.string({ error: 'BANNER_TITLE_INVALID' }).check(z.trim(), z.minLength(1, { error: 'BANNER_TITLE_INVALID' }), z.maxLength(80, { error: 'BANNER_TITLE_INVALID' }));
const subtitleText = z.string({ error: 'BANNER_TITLE_INVALID' }).check(z.trim(), z.maxLength(160, { error: 'BANNER_TITLE_INVALID' }));
const bannerWords = z.object({ title: titleText, subtitle: z._default(subtitleText, '') });

/** Holo's own pictures only: /media/ (the upload service) or /promo/ paths, no way out of them. */
const bannerImage = z.string({ error: 'BANNER_IMAGE_INVALID' }).check(
  z.maxLength(300, { error: 'BANNER_IMAGE_INVALID' }),
  z.regex(/^\/(media|promo)\/[A-Za-z0-9._/-]+$/, { error: 'BANNER_IMAGE_INVALID' }),
  z.refine((p) => !p.includes('..'), { error: 'BANNER_IMAGE_INVALID' }),
);

export const staffBannerBody = z
  .object({
    AreaCode: z.string({ error: 'AREA_CODE_INVALID' }).check(z.regex(/^[A-Z]{2,3}$/, { error: 'AREA_CODE_INVALID' })),
    Title: titleText,
    Subtitle: z._default(subtitleText, ''),
    /** The other languages' words; a language left out shows the English ones. */
    Texts: z._default(z.object({ ja: z.optional(bannerWords), ko: z.optional(bannerWords), 'zh-Hant': z.optional(bannerWords) }), {}),
    /** Holo's own picture by path: a demo picture, or the banner's current one kept on an edit. */
    ImgUrl: z.optional(bannerImage),
    /** Or a picture this staff member uploaded for a banner (purpose 'banner'), by its id. */
    ImageId: z.optional(z.int({ error: 'IMAGE_NOT_FOUND' }).check(z.minimum(1, { error: 'IMAGE_NOT_FOUND' }), z.maximum(2_147_483_647, { error: 'IMAGE_NOT_FOUND' }))),
    ClickType: z.int({ error: 'BANNER_LINK_INVALID' }).check(z.refine((n) => (bannerClickTypes as readonly number[]).includes(n), { error: 'BANNER_LINK_INVALID' })),
    ClickUrl: z.string({ error: 'BANNER_LINK_INVALID' }).check(z.trim(), z.minLength(1, { error: 'BANNER_LINK_INVALID' }), z.maxLength(500, { error: 'BANNER_LINK_INVALID' })),
    Sort: z._default(z.int().check(z.minimum(0), z.maximum(10_000)), 0),
    IsActive: z._default(z.boolean(), true),
  })
  .check(
    z.refine((b) => (b.ImgUrl === undefined) !== (b.ImageId === undefined), { error: 'BANNER_IMAGE_INVALID', path: ['ImgUrl'] }),
    z.refine((b) => b.ClickType !== 0 || /^https:\/\/[^\s]+$/.test(b.ClickUrl), { error: 'BANNER_LINK_INVALID', path: ['ClickUrl'] }),
    z.refine((b) => ![2, 6, 9].includes(b.ClickType) || /^[1-9][0-9]{0,9}$/.test(b.ClickUrl), { error: 'BANNER_LINK_INVALID', path: ['ClickUrl'] }),
  );
export type StaffBannerBody = z.output<typeof staffBannerBody>;

/** PATCH /api/staff/banners/:id: switch on or off, or move, without sending the whole banner. */
export const staffBannerPatch = z.object({
  Sort: z.optional(z.int().check(z.minimum(0), z.maximum(10_000))),
  IsActive: z.optional(z.boolean()),
});

export const staffBannerRow = z.object({
  Id: z.int(),
  AreaCode: z.string(),
  Title: z.string(),
  Subtitle: z.string(),
  Texts: z.record(z.string(), z.object({ title: z.string(), subtitle: z.string() })),
  ImgUrl: z.string(),
  ClickType: z.int(),
  ClickUrl: z.string(),
  Sort: z.int(),
  IsActive: z.boolean(),
});
export type StaffBannerRow = z.infer<typeof staffBannerRow>;
export const staffBannersReply = z.object({ Data: z.array(staffBannerRow) });

// --- Legal texts (the agreements buyers read, spec 3 "Legal and information pages") ---

export const legalLanguages = ['en', 'zh-Hant', 'ko', 'ja'] as const;

export const staffLegalKeyParams = z.object({ key: z.string().check(z.maxLength(40)) });

/** A new version of one text in one language: HTML, sanitised by the server before it is stored. */
export const staffLegalTextBody = z.object({
  Language: z.enum(legalLanguages, { error: 'BAD_REQUEST' }),
  Title: z.string({ error: 'AGREEMENT_TITLE_INVALID' }).check(z.trim(), z.minLength(1, { error: 'AGREEMENT_TITLE_INVALID' }), z.maxLength(120, { error: 'AGREEMENT_TITLE_INVALID' })),
  Content: z.string({ error: 'AGREEMENT_CONTENT_INVALID' }).check(z.trim(), z.minLength(1, { error: 'AGREEMENT_CONTENT_INVALID' }), z.maxLength(200_000, { error: 'AGREEMENT_CONTENT_INVALID' })),
});
export type StaffLegalTextBody = z.output<typeof staffLegalTextBody>;

/** One text's newest version in each language it has. */
export const staffLegalTextReply = z.object({
  Key: z.string(),
  Versions: z.array(z.object({ Language: z.string(), Version: z.int(), Title: z.string(), Content: z.string(), PublishedAt: z.string() })),
});
export type StaffLegalTextReply = z.infer<typeof staffLegalTextReply>;
export const staffLegalKeysReply = z.object({ Data: z.array(z.object({ Key: z.string(), Title: z.string(), Version: z.int() })) });
