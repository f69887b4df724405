/** The inbox module's public face: messages other modules send a member (after their change commits, or in its transaction and pushed after). */
export { insertTemplateMessage, messageByDedupeKey, pushMessage, sendTemplateMessage, type MessageTemplate, type TemplateMessageInput } from './inbox.service';
