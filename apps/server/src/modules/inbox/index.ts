/** The inbox module's public face: messages other modules send a member (after their change commits, or in its transaction and pushed after). */
export { insertTemplateMessage, messageByDedupeKey, pushMessage, sendTemplateMessage, unreadCount, type MessageTemplate, type TemplateMessageInput } from './inbox.service';
