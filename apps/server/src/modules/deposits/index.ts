/** The deposits module's public face. */
export { findGatewayChannels, type ChannelRow } from './deposits.repository';
