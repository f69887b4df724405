/**
 * Recomputes a provably fair round from its seeds (issue 11 item 3), with no
 * access to the platform: what a player runs to check us.
 *
 *   npm run fair:verify -- --game dice|plinko|mines|keno|hilo --server-seed S --client-seed C --nonce N [--rows R] [--mines M] [--cards K]
 *   npm run fair:verify -- --game crash --hash H --salt S [--terminating T --max-steps N]
 *
 * Prints the SHA-256 of the server seed (compare it with the hash shown before
 * play) and the outcome, as text or as JSON with --json.
 */
import { pathToFileURL } from 'node:url';
import { crashPoint, diceRoll, hashServerSeed, hiloCards, isOnChain, kenoDraw, minesPositions, plinkoPath, type FairInput } from '@wps/fair';

export const USAGE = `Usage:
  npm run fair:verify -- --game dice|plinko|mines|keno|hilo --server-seed S --client-seed C --nonce N
                         [--rows 8..16 (plinko, default 16)] [--mines 1..24 (mines, default 3)] [--cards K (hilo, default 10)] [--json]
  npm run fair:verify -- --game crash --hash H --salt S [--terminating T [--max-steps N]] [--json]`;

export class UsageError extends Error {
  override name = 'UsageError';
}

const GAMES = ['dice', 'plinko', 'mines', 'keno', 'hilo', 'crash'] as const;
type Game = (typeof GAMES)[number];

function flags(argv: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument ${arg}`);
    if (arg === '--json') out.set('json', 'true');
    else {
      const value = argv[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      out.set(arg.slice(2), value);
    }
  }
  return out;
}

const integer = (f: Map<string, string>, name: string, fallback?: number): number => {
  const raw = f.get(name);
  if (raw === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) throw new UsageError(`--${name} must be a whole number`);
  return Number(raw);
};
const text = (f: Map<string, string>, name: string): string => {
  const v = f.get(name);
  if (!v) throw new UsageError(`--${name} is required`);
  return v;
};

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
export const cardName = (index: number) => `${RANKS[Math.floor(index / 4)]}${SUITS[index % 4]}`;

/** The verification of one round: what to print. */
export function verify(argv: readonly string[]): { game: Game; json: boolean; result: Record<string, unknown> } {
  const f = flags(argv);
  const game = f.get('game') as Game | undefined;
  if (!game || !GAMES.includes(game)) throw new UsageError(`--game must be one of ${GAMES.join(', ')}`);
  const json = f.has('json');
  if (game === 'crash') {
    const hash = text(f, 'hash');
    const point = crashPoint(hash, text(f, 'salt'));
    const terminating = f.get('terminating');
    return {
      game,
      json,
      result: {
        hash,
        crashPoint: (point / 100).toFixed(2),
        ...(terminating ? { onChain: isOnChain(hash, terminating, integer(f, 'max-steps', 10_000_000)) } : {}),
      },
    };
  }
  const input: FairInput = { serverSeed: text(f, 'server-seed'), clientSeed: text(f, 'client-seed'), nonce: integer(f, 'nonce') };
  const base = { serverSeedHash: hashServerSeed(input.serverSeed), clientSeed: input.clientSeed, nonce: input.nonce };
  try {
    switch (game) {
      case 'dice':
        return { game, json, result: { ...base, roll: (diceRoll(input) / 100).toFixed(2) } };
      case 'plinko': {
        const { path, bucket } = plinkoPath(input, integer(f, 'rows', 16));
        return { game, json, result: { ...base, path: path.map((d) => (d ? 'R' : 'L')).join(''), bucket } };
      }
      case 'mines':
        return { game, json, result: { ...base, mines: minesPositions(input, integer(f, 'mines', 3)).sort((a, b) => a - b) } };
      case 'keno':
        return { game, json, result: { ...base, drawn: kenoDraw(input) } };
      case 'hilo':
        return { game, json, result: { ...base, cards: hiloCards(input, integer(f, 'cards', 10)).map(cardName) } };
    }
  } catch (err) {
    if (err instanceof RangeError) throw new UsageError(err.message);
    throw err;
  }
}

export function format({ game, json, result }: ReturnType<typeof verify>): string {
  if (json) return JSON.stringify({ game, ...result });
  return [`game: ${game}`, ...Object.entries(result).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(' ') : String(v)}`)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(format(verify(process.argv.slice(2))));
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else throw err;
  }
}
