/**
 * The home survey is asked once per device: answering or dismissing it is remembered in
 * localStorage (a private window that refuses storage simply asks again next time).
 */
const SURVEY_KEY = 'holo_survey_done';

export function surveyDone(): boolean {
  try {
    return localStorage.getItem(SURVEY_KEY) !== null;
  } catch {
    return false;
  }
}

export function markSurveyDone(how: 'answered' | 'dismissed') {
  try {
    localStorage.setItem(SURVEY_KEY, how);
  } catch {
    // Storage refused: the prompt comes back on the next visit, which is harmless.
  }
}
