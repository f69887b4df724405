import { WhitelabelFlag, type TWhitelabelFlag } from '@wps/contracts';

/**
 * The module tree the whitelabel flags hang under. Every flag of
 * `WhitelabelFlag` sits under exactly one module; a module switched off
 * switches its children off (see the whitelabel presenter).
 */
export const WHITELABEL_MODULES: Record<string, TWhitelabelFlag[]> = {
  REGISTER3: [
    WhitelabelFlag.usernameRegister,
    WhitelabelFlag.mobileRegister,
    WhitelabelFlag.mobilePasswordRegister,
    WhitelabelFlag.registerMobileVerify,
    WhitelabelFlag.directRegister,
  ],
  LOGIN3: [
    WhitelabelFlag.mobileCodeLogin,
    WhitelabelFlag.freePlay,
    WhitelabelFlag.passwordExpiryForceChange,
    WhitelabelFlag.changePasswordVerify,
    WhitelabelFlag.googleLogin,
    WhitelabelFlag.facebookLogin,
  ],
  MEMBER3: [WhitelabelFlag.memberCenter, WhitelabelFlag.transactionRecords, WhitelabelFlag.bettingRecords],
  AGENT3: [
    WhitelabelFlag.agentCenter,
    WhitelabelFlag.agentPolicy,
    WhitelabelFlag.dividend,
    WhitelabelFlag.dailySalary,
    WhitelabelFlag.hourSalary,
    WhitelabelFlag.realtimeSalary,
  ],
};
