import { STAFF_MESSAGE_TEMPLATE, type TInboxMessage } from '@wps/contracts/player';
import type { TFunction, i18n as I18n } from 'i18next';

/** The template parameters the texts may use; anything else the server sends is ignored, never passed to i18next as an option. */
const TEXT_PARAMS = ['amount', 'symbol', 'site'] as const;

export type MessageText = { title: string; body: string; reason: string | null };

/**
 * A message is a SPEC.md §3 template plus parameters, rendered in the
 * member's language from `inbox.template.<template>.title` / `.body`, or a
 * message staff wrote in the member's language, shown as it is. A template
 * this client does not know (a newer server) gets a neutral text.
 */
export const messageText = (t: TFunction, i18n: Pick<I18n, 'exists'>, message: TInboxMessage): MessageText => {
  if (message.template === STAFF_MESSAGE_TEMPLATE) return { title: message.params.title ?? '', body: message.params.text ?? '', reason: null };
  const base = `inbox.template.${message.template}`;
  const reason = message.params.reason?.trim() ? t('inbox.reason', { reason: message.params.reason }) : null;
  if (!i18n.exists(`${base}.title`)) return { title: t('inbox.unknown_title'), body: t('inbox.unknown_body'), reason };
  const params: Record<string, string> = {};
  for (const name of TEXT_PARAMS) params[name] = message.params[name] ?? '';
  return { title: t(`${base}.title`, params), body: t(`${base}.body`, params), reason };
};
