/**
 * Entry of the originals' page: one small app for Dice, Plinko, Keno, Mines and Hi-Lo, served
 * at /studio/<game>/ (the game is the path's segment after /studio/, else ?game=).
 */
import { PLAYED_GAMES } from '@wps/fair';
import { readGameLaunch } from '../shared/launch';
import { mount } from '../shared/mount';
import { applyTheme, prefersDark } from '../shared/theme';
import { App } from './App';
import './styles.css';

const launch = readGameLaunch(PLAYED_GAMES, window.location.pathname, window.location.search, prefersDark(), window.location.origin);
applyTheme(launch);
mount(<App launch={launch} />);
