import { useMutation } from '@tanstack/react-query';
import type { SurveyBody } from '../../../domain/catalog/home.schema';
import { apiFetch } from '../../../lib/api/api-client';

export { surveySources, surveySourcesWithText } from '../../../domain/catalog/home-options';
export type SurveySource = SurveyBody['Source'];

/** POST /api/home/survey → 204. */
export function useSubmitSurvey() {
  return useMutation({
    mutationFn: (answer: SurveyBody) => apiFetch('/api/home/survey', { method: 'POST', body: answer }),
  });
}
