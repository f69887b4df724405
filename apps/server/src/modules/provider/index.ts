/** The provider module's public face for other modules. */
export { vendorLobby, type TVendorLobbyTable } from './provider.lobby';
/** The console: vendors' provider settings, their secret's rotation, and the rounds that wait for an operator. */
export { listProviderSettings, lockProviderSettings, updateProviderSettings, type ProviderSettingsChange, type ProviderSettingsRow, type StaffRoundRow } from './provider.repository';
export { forgetSettings } from './provider.cache';
export { newProviderSecret } from './provider.signature';
export { presentStaffRound, settleWaitingRound, waitingRounds, type OperatorSettlement, type RoundAction } from './provider.operator';
