/**
 * Every contract and schema, for the server, the tests and tools. Browsers
 * import their area only: `@wps/contracts/player` (lint enforces it).
 */
export * from './player/schemas';
export * from './player/contracts';
export * from './staff';
export * from './provider';
