/**
 * A Vite plugin: puts the site's icon sprite (src/components/icons.svg) at the
 * top of the player site's index.html, so every page (rendered on the server
 * or in the browser) draws its icons with `<use href="#i-…">` and no icon is
 * part of the JavaScript. The studio's pages do not use it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const SPRITE_FILE = join(dirname(fileURLToPath(import.meta.url)), '../src/components/icons.svg');

/** The sprite as it goes into the page: its comment and the indentation dropped. */
export const spriteMarkup = (): string =>
  readFileSync(SPRITE_FILE, 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\n\s*/g, '');

export function iconSprite(): Plugin {
  return {
    name: 'wps-icon-sprite',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, ctx) => (ctx.path === '/index.html' ? html.replace(/<body>/, () => `<body>\n    ${spriteMarkup()}`) : html),
    },
  };
}
