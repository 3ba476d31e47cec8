/**
 * The staff console (DESIGN.md 5b): its own entry of the build, served at /staff/ by the same
 * server, with the same sign-in and languages as the buyer PWA but none of its code.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/staff.css';
import { StaffApp } from './app/staff-app';
import { readCookie } from '../lib/browser/cookies';
import { activateBackofficeLanguage } from '../lib/i18n/backoffice-language';
import { detectLanguage, LANGUAGE_COOKIE } from '../domain/language/detect-language';

async function start() {
  const locale = detectLanguage(readCookie(LANGUAGE_COOKIE), navigator.languages);
  await activateBackofficeLanguage(locale).catch(() => activateBackofficeLanguage('en'));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from staff/index.html');
  createRoot(root).render(
    <StrictMode>
      <StaffApp />
    </StrictMode>,
  );
}

void start();
