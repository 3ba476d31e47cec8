/** A message for the whole form (a failure no single field owns). */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
  );
}
