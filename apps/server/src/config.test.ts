import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: embedded database in <repo>/data, no trusted proxies, demo brand', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(REPO_ROOT, 'data'),
      trustedProxies: [],
      defaultMerchant: 'demo',
      logLevel: 'info',
      webDist: join(REPO_ROOT, 'apps/web/dist'),
      webSsr: join(REPO_ROOT, 'apps/web/dist-ssr'),
      redisUrl: undefined,
      dbPoolMax: 10,
    });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/var/lib/wps',
      TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.1 ,::1',
      DEFAULT_MERCHANT: 'nova',
      LOG_LEVEL: 'debug',
      WEB_DIST: '/srv/web',
      WEB_SSR: 'off',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DB_POOL_MAX: '25',
    });
    expect(c.port).toBe(8080);
    expect(c.trustedProxies).toEqual(['10.0.0.0/8', '192.168.1.1', '::1']);
    expect(c.dataDir).toBe('/var/lib/wps');
    expect(c.defaultMerchant).toBe('nova');
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(c.dbPoolMax).toBe(25);
    expect(c.webSsr).toBeNull();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: 'proxy.local' }, 'TRUSTED_PROXIES'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEFAULT_MERCHANT: 'Not A Code' }, 'DEFAULT_MERCHANT'],
    [{ DB_POOL_MAX: '0' }, 'DB_POOL_MAX'],
    [{ DB_POOL_MAX: 'ten' }, 'DB_POOL_MAX'],
  ])('fails fast on %j, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });
});
