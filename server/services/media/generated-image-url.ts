/** The generated demo images and where server/routes/media.ts serves them. */
export const generatedImageKinds = ['card', 'card-back', 'store', 'manufacturer', 'banner'] as const;
export type GeneratedImageKind = (typeof generatedImageKinds)[number];

export function isGeneratedImageKind(kind: string): kind is GeneratedImageKind {
  return (generatedImageKinds as readonly string[]).includes(kind);
}

export function generatedImageUrl(kind: GeneratedImageKind, id: number): string {
  return `/media/generated/${kind}/${id}.webp`;
}
