/**
 * Focuses `field` after something slow finished (a code was sent), unless the member has gone on to
 * type in another field meanwhile: on a slow connection they fill the form while the request runs,
 * and taking the focus then sends their next keystrokes into the wrong field.
 */
export function focusUnlessTyping(field: HTMLElement | null) {
  const active = document.activeElement;
  const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
  if (typing && active !== field) return;
  field?.focus();
}
