import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/tokens.css';
import '@/styles/global.css';
import '@/styles/shell.css';
import '@/styles/components.css';
import '@/styles/pages.css';
import '@/styles/account.css';
import '@/styles/withdraw.css';
import '@/styles/records.css';
import '@/styles/bets.css';
import '@/styles/wallet.css';
import '@/styles/home.css';
import '@/styles/games.css';
import { App } from '@/app/app';
import { readBoot } from '@/lib/boot';
import { preloadStoredLanguage } from '@/lib/i18n';
import { captureTokenFromUrl, startSessionSync } from '@/lib/session';
import { applyTheme } from '@/lib/theme';

// Before the first paint: the stored theme (no flash of the wrong one) and a handed-over token.
applyTheme();
captureTokenFromUrl();
// The answers the server put into the page: the startup call and the home's first content need no round trip.
readBoot();
// A new tab takes the session of an already open one (session storage is per tab).
startSessionSync();
// The translations of the language the visitor chose last time (if not English), fetched while the brand's settings load.
preloadStoredLanguage();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
