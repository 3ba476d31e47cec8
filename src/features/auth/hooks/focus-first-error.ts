/** After a failed submit, moves focus to the first invalid control of the form, in DOM order. */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  });
}
