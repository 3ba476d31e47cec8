import type { ReactNode } from 'react';

interface StatusPanelProps {
  title: ReactNode;
  children?: ReactNode;
  tone?: 'neutral' | 'error';
  /** Buttons or links under the text (retry, go home). */
  actions?: ReactNode;
  /** h1 when the panel is the whole page (not found, placeholders). */
  heading?: 'h1' | 'h2';
}

/** The no-data, page-fault and not-found panels of spec 1 section 8. */
export function StatusPanel({ title, children, tone = 'neutral', actions, heading: Heading = 'h2' }: StatusPanelProps) {
  return (
    <section className={`status-panel status-panel--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <Heading className="status-panel__title">{title}</Heading>
      {children && <div className="status-panel__text">{children}</div>}
      {actions && <div className="status-panel__actions">{actions}</div>}
    </section>
  );
}
