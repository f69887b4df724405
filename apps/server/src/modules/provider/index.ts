/** The provider module's public face for other modules. */
export { vendorLobby, type TVendorLobbyTable } from './provider.lobby';
