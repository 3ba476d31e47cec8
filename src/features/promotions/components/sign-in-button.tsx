import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberReturnPage } from '../../../lib/navigation/return-page';

/** Sign in, then come back to this page (as the other visitor prompts do). */
export function SignInButton({ children, className = 'btn btn--primary' }: { children: ReactNode; className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        rememberReturnPage(location.pathname + location.search);
        navigate('/login');
      }}
    >
      {children}
    </button>
  );
}
