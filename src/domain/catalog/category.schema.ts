/**
 * The category tree of the header's mega-menu and the market filters (spec 1 "Category tree"):
 * three levels with English and Traditional Chinese names; third-level categories carry the
 * properties the market offers as filters (ControlName with its PropertyKeyValues).
 */
import { z } from 'zod/mini';

export const propertyValueSchema = z.object({
  EnName: z.string(),
  ChName: z.string(),
});

export const categoryPropertySchema = z.object({
  /** The filter key used in listings and saved searches, e.g. "SerialNumbered". */
  ControlName: z.string(),
  EnName: z.string(),
  ChName: z.string(),
  PropertyKeyValues: z.array(propertyValueSchema),
});

const node = {
  id: z.int().check(z.positive()),
  EnName: z.string(),
  ChName: z.string(),
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
