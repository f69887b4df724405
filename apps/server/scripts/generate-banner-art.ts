/**
 * Writes the seeded brands' banner art (gradients, shapes and the headline
 * per language; original, no third-party art) under assets/cdn/banners,
 * served at /cdn. Run after changing the banners of src/db/seed/content.ts:
 *   npx tsx apps/server/scripts/generate-banner-art.ts
 * The output is deterministic and committed, like the game tiles.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SERVER_ROOT } from '../src/config';
import { bannerSvg } from '../src/db/seed/banner-art';
import { bannerArtSpecs } from '../src/db/seed/content';
import { SEED_BRANDS } from '../src/db/seed/brands';

const root = join(SERVER_ROOT, 'assets/cdn');
rmSync(join(root, 'banners'), { recursive: true, force: true });
let written = 0;
for (const brand of SEED_BRANDS) {
  for (const spec of bannerArtSpecs(brand.code)) {
    const file = join(root, spec.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bannerSvg(spec));
    written++;
  }
}
console.log(`wrote ${written} banner images under ${join(root, 'banners')}`);
