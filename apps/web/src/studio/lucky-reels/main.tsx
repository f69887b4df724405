/** Entry of the Lucky Reels page (/studio/lucky-reels/): a small app of its own, apart from the platform's SPA. */
import { readLaunch } from '../shared/launch';
import { mount } from '../shared/mount';
import { applyTheme, prefersDark } from '../shared/theme';
import { App } from './App';
import './styles.css';

const launch = readLaunch(window.location.search, prefersDark(), window.location.origin);
applyTheme(launch);
mount(<App launch={launch} />);
