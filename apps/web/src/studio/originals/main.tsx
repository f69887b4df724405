/**
 * Entry of the originals' page: one small app for Dice, Plinko, Keno, Mines and Hi-Lo, served
 * at /studio/<game>/ (the game is the path's segment after /studio/, else ?game=).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readLaunch } from './logic';
import './styles.css';

const prefersDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
const launch = readLaunch(window.location.pathname, window.location.search, prefersDark, window.location.origin);
document.documentElement.dataset.theme = launch.theme;
document.documentElement.style.colorScheme = launch.theme;
document.documentElement.lang = launch.language === 'TY' ? 'tl' : 'en';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App launch={launch} />
  </StrictMode>,
);
