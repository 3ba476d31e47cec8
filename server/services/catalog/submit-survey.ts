/** Stores an answer to the home page survey (POST /api/home/survey); free text only where the source takes it. */
import type { ServiceContext } from '../context';
import { surveyAnswers } from '../../db/schema';
import type { SurveyBody } from '../../../src/domain/catalog/home.schema';
import { surveySourcesWithText } from '../../../src/domain/catalog/home-options';

export async function submitSurvey(ctx: Pick<ServiceContext, 'db' | 'clock'>, answer: SurveyBody, memberId: number | null): Promise<void> {
  const other = surveySourcesWithText.includes(answer.Source) && answer.Other ? answer.Other : null;
  await ctx.db.insert(surveyAnswers).values({ memberId, source: answer.Source, other, createdAt: ctx.clock.now() });
}
