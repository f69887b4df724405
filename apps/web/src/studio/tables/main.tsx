/**
 * Entry of the live tables' page: one small app for Baccarat, Dragon Tiger, Sic Bo, European
 * Roulette and the Color Game, served at /studio/<game>/ (the game is the path's segment after
 * /studio/, else ?game=).
 */
import { readGameLaunch } from '../shared/launch';
import { mount } from '../shared/mount';
import { applyTheme, prefersDark } from '../shared/theme';
import { App } from './App';
import './styles.css';
import { TABLE_GAMES } from './types';

const launch = readGameLaunch(TABLE_GAMES, window.location.pathname, window.location.search, prefersDark(), window.location.origin);
applyTheme(launch);
mount(<App launch={launch} />);
