/** Writes src/player/calls.ts from the player contracts. Run: `npm run calls -w @wps/contracts`. */
import { writeFileSync } from 'node:fs';
import { CALLS_FILE, renderPlayerCalls } from '../src/player/render-calls';

writeFileSync(new URL(`../${CALLS_FILE}`, import.meta.url), renderPlayerCalls());
console.log(`wrote ${CALLS_FILE}`);
