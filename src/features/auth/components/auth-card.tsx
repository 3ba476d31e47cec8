import type { ReactNode } from 'react';

interface AuthCardProps {
  heading: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card: to /register, /login… */
  footer?: ReactNode;
}

export function AuthCard({ heading, intro, children, footer }: AuthCardProps) {
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-heading">
        <h1 id="auth-heading" className="auth-card__heading">
          {heading}
        </h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
      </section>
      {footer && <div className="auth-page__footer">{footer}</div>}
    </div>
  );
}
