/** `@wps/contracts/provider`: the seamless-wallet API game vendors' servers call, signed per vendor. */
export * from './provider.schemas';
