import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconSprite, SPRITE_FILE, spriteMarkup } from '../../build/icon-sprite';
import * as icons from './icons';

const symbols = [...readFileSync(SPRITE_FILE, 'utf8').matchAll(/<symbol id="i-([a-z0-9-]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
const drawn = Object.entries(icons).map(([name, Icon]) => {
  const { container } = render(<Icon />);
  return { name, href: container.querySelector('use')?.getAttribute('href') };
});

describe('icons', () => {
  it('each icon draws a symbol of the sprite, and each symbol is some icon', () => {
    for (const { name, href } of drawn) expect(symbols, name).toContain(href?.replace(/^#i-/, ''));
    expect(new Set(drawn.map((d) => d.href?.slice(3))).size).toBe(symbols.length);
  });

  it('the sprite goes at the top of the site\'s index.html and nowhere else', () => {
    const hook = iconSprite().transformIndexHtml as { handler: (html: string, ctx: { path: string }) => string };
    const page = '<html><body>\n<div id="root"></div></body></html>';
    const site = hook.handler(page, { path: '/index.html' });
    expect(site.startsWith(`<html><body>\n    ${spriteMarkup()}`)).toBe(true);
    expect(spriteMarkup()).not.toContain('<!--');
    expect(hook.handler(page, { path: '/studio/tables/index.html' })).toBe(page);
  });
});
