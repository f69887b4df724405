/** The deposits module's public face. */
export {
  countPendingDeposits,
  memberDepositTotal,
  depositReconciliation,
  depositsByDay,
  depositsByDayAndChannel,
  findGatewayChannels,
  firstDepositsByDay,
  insertChannel,
  listChannels,
  lockChannel,
  setChannelLimits,
  updateChannel,
  type ChannelChange,
  type ChannelRow,
  type DepositReconciliationSqlRow,
} from './deposits.repository';
export { channelReady } from './deposits.presenter';
