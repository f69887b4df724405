/**
 * index.html's script. A page the server rendered (decision record 008) is
 * on screen before any script runs: the app's scripts are fetched after its
 * first paint, so on a slow connection they do not hold it up. A page the
 * server did not render (the loader) starts the app at once.
 */
import '@wps/ui/tokens.css';
import '@/styles/global.css';
import '@/styles/shell.css';
import '@wps/ui/ui.css';
import '@/styles/components.css';
import '@/styles/pages.css';
import '@/styles/account.css';
import '@/styles/withdraw.css';
import '@/styles/promotions.css';
import '@/styles/loyalty.css';
import '@/styles/missions.css';
import '@/styles/lucky.css';
import '@/styles/records.css';
import '@/styles/bets.css';
import '@/styles/wallet.css';
import '@/styles/home.css';
import '@/styles/games.css';

// Should the app fail to load, the page the server sent still works as plain links (it takes clicks again).
const start = () => void import('./main').catch(() => document.getElementById('root')?.setAttribute('data-live', ''));

const rendered = document.getElementById('root')?.dataset.rendered !== undefined;
if (rendered && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
