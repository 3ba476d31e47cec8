import type { ReactNode } from 'react';

/** A desk's page: its heading, a line on what it does, its content. */
export function DeskPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="desk-page">
      <h1 className="desk-page__title">{title}</h1>
      {intro && <p className="desk-page__intro">{intro}</p>}
      {children}
    </div>
  );
}
