/**
 * The seller site's entry (seller/index.html, served at /seller/ by the same server): its own
 * chunks and its own catalog (backoffice), so the buyer PWA's first view carries none of it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../app/styles/tokens.css';
import '../app/styles/base.css';
import '../app/styles/forms.css';
import '../app/styles/overlays.css';
import '../app/styles/pages.css';
import './app/seller.css';
import { readCookie } from '../lib/browser/cookies';
import { detectLanguage, LANGUAGE_COOKIE } from '../domain/language/detect-language';
import { activateBackofficeLanguage } from '../lib/i18n/backoffice-language';
import { SellerApp } from './app/seller-app';
import { sellerQueryClient } from './app/seller-query-client';
import { watchSellerSession } from './app/seller-session';

async function start() {
  const locale = detectLanguage(readCookie(LANGUAGE_COOKIE), navigator.languages);
  await activateBackofficeLanguage(locale).catch(() => activateBackofficeLanguage('en'));
  watchSellerSession(sellerQueryClient);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from seller/index.html');
  createRoot(root).render(
    <StrictMode>
      <SellerApp />
    </StrictMode>,
  );
}

void start();
