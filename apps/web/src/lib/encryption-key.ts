import { getPermission, type TEncryptionKey } from '@wps/contracts/player';

/**
 * The public key encrypted calls are sealed with (SPEC.md §7 "encrypted").
 * It arrives with the startup permission call; when the server has rotated
 * it away (`encryption_key_unknown`) the client asks for the config again.
 */
let current: TEncryptionKey | null = null;
let refreshing: Promise<TEncryptionKey> | null = null;

export const setEncryptionKey = (key: TEncryptionKey | null): void => {
  current = key;
};

export const getEncryptionKey = (): TEncryptionKey | null => current;

/**
 * Fetches the permission call again for a fresh key. Concurrent callers
 * share one request. The fetcher is injected to avoid an import cycle with
 * the api client.
 */
export const refreshEncryptionKey = (
  fetchPermission: (contract: typeof getPermission) => Promise<{ info: { encryption: TEncryptionKey } }>,
): Promise<TEncryptionKey> => {
  refreshing ??= fetchPermission(getPermission)
    .then((p) => {
      current = p.info.encryption;
      return p.info.encryption;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
};
