/** The games catalog's public face. */
export type { GameCardRow } from './games.repository';
/** The console's reads and changes of the brand's games. */
export { countGamesByVendor, findStaffGames, lockStaffGame, updateGame, type GameChange, type GameRow, type StaffGameRow } from './games.repository';
export { likeContains } from './games.service';
/** Names of played games for the reports. */
export { findGameNames, gameCategoriesOf, gameNamesByCode } from './games.repository';
