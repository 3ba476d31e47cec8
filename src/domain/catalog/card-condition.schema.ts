/** GET /api/card-conditions: a raw card's conditions, best first, named in the request's language (issue 32). */
import { z } from 'zod/mini';

export const cardConditionSchema = z.object({
  /** NM, LP, MP, HP, DMG (src/domain/catalog/grading.ts rawConditions). */
  Code: z.string(),
  EnName: z.string(),
  Name: z.string(),
});
export const cardConditionsReply = z.array(cardConditionSchema);
export type CardCondition = z.infer<typeof cardConditionSchema>;
