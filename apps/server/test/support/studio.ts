import WebSocket from 'ws';
import type { WalletTestApp } from './wallet';

const listening = new WeakMap<WalletTestApp, Promise<string>>();

/** The app's address, listening (once per app) for the tests' WebSockets. */
export function studioAddress(t: WalletTestApp): Promise<string> {
  let address = listening.get(t);
  if (!address) listening.set(t, (address = t.app.listen({ port: 0, host: '127.0.0.1' })));
  return address;
}

/**
 * What a studio game's socket answers a page's hello: 'welcome' once it knows the player, or the close code
 * when it refuses them (4401).
 */
export async function socketHello(t: WalletTestApp, game: string, hello: object): Promise<'welcome' | number> {
  const socket = new WebSocket(`${(await studioAddress(t)).replace('http', 'ws')}/studio/${game}/api/ws`, { headers: { host: t.host } });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to the hello at ${game}`)), 5_000);
    const done = (answer: 'welcome' | number) => {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      if (answer === 'welcome') socket.close();
      resolve(answer);
    };
    socket.on('message', (raw) => {
      if ((JSON.parse(String(raw)) as { type?: string }).type === 'welcome') done('welcome');
    });
    socket.on('close', (code) => done(code));
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'hello', ...hello })));
  });
}
