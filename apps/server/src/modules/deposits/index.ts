/** The deposits module's public face. */
export { countPendingDeposits, depositsByDay, depositsByDayAndChannel, findGatewayChannels, firstDepositsByDay, type ChannelRow } from './deposits.repository';
