/** The deposits module's public face. */
export { countPendingDeposits, depositsByDay, findGatewayChannels, firstDepositsByDay, type ChannelRow } from './deposits.repository';
