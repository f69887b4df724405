import '@wps/ui/tokens.css';
import '@wps/ui/ui.css';
import '@/styles/console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import '@/lib/i18n';
import { applyTheme } from '@/lib/theme';

// Before the first render, so the console never flashes in the other theme.
applyTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
