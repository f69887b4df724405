/** The deposits module's public face. */
export { countPendingDeposits, depositsByDay, depositsByDayAndChannel, findGatewayChannels, firstDepositsByDay, listChannels, setChannelLimits, type ChannelRow } from './deposits.repository';
