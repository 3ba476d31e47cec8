/**
 * The category tree of the header's mega-menu and the market filters (spec 1 "Category tree"):
 * three levels named in English, Traditional Chinese, Japanese and Korean; third-level categories carry the
 * properties the market offers as filters (ControlName with its PropertyKeyValues).
 */
import { z } from 'zod/mini';

/** Names per language (issue 32); Name is the request's language. Optional: trees cached before them lack them. */
const names = {
  EnName: z.string(),
  ChName: z.string(),
  JaName: z.optional(z.string()),
  KoName: z.optional(z.string()),
  Name: z.optional(z.string()),
};

export const propertyValueSchema = z.object(names);

export const categoryPropertySchema = z.object({
  /** The filter key used in listings and saved searches, e.g. "SerialNumbered". */
  ControlName: z.string(),
  ...names,
  PropertyKeyValues: z.array(propertyValueSchema),
});

const node = {
  id: z.int().check(z.positive()),
  ...names,
};

export const thirdLevelCategorySchema = z.object({ ...node, Properties: z.array(categoryPropertySchema) });
export const secondLevelCategorySchema = z.object({ ...node, children: z.array(thirdLevelCategorySchema) });
export const firstLevelCategorySchema = z.object({ ...node, children: z.array(secondLevelCategorySchema) });

export const categoryTreeQuery = z.object({
  /** The member's area; every area shares one tree today. */
  AreaCode: z.optional(z.string().check(z.regex(/^[A-Z]{2,3}$/))),
});

export const categoryTreeReply = z.array(firstLevelCategorySchema);

export type CategoryProperty = z.infer<typeof categoryPropertySchema>;
export type ThirdLevelCategory = z.infer<typeof thirdLevelCategorySchema>;
export type SecondLevelCategory = z.infer<typeof secondLevelCategorySchema>;
export type FirstLevelCategory = z.infer<typeof firstLevelCategorySchema>;
export type CategoryTree = z.infer<typeof categoryTreeReply>;
