/** PUT /api/me/language: the language the member reads Holo in (their notices, push texts and e-mails too). */
import { z } from 'zod/mini';
import { languages } from './languages';

export const languageBody = z.object({ Language: z.enum(languages) });
export type LanguageBody = z.infer<typeof languageBody>;
