/** The support chat: the site's calls and socket, the console's queues and answers. */
export { registerChatRoutes, registerStaffChatRoutes } from './chat.routes';
