import { CHAT_NAME_MAX, CHAT_TEXT_MAX, type TChatMessage, type TImageUpload } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChat, IconClose, IconImagePlus } from '@/components/icons';
import { errorKey } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { currentLanguage } from '@/lib/i18n';
import { IMAGE_ACCEPT, imagePreviewUrl, loadImageFile } from '@wps/ui/image-file';
import { closeSupportChat, setSupportChatUnread } from '@/lib/support-chat';
import { formatClock } from '@/lib/time';
import { type SupportChat, useSupportChat } from './use-support-chat';
import './chat.css';

const timeOf = (iso: string, offset: number) => formatClock(Date.parse(iso), offset).slice(11, 16);

const ChatImage = ({ id, load }: { id: number; load: SupportChat['loadImage'] }) => {
  const { t } = useTranslation();
  const [large, setLarge] = useState(false);
  const image = useQuery({ queryKey: ['support-chat-image', id], queryFn: () => load(id), staleTime: Infinity });
  if (!image.data) return <span className="chat-msg__image chat-msg__image--loading" aria-label={t('chat.image_loading')} />;
  return (
    <button type="button" className={`chat-msg__image${large ? ' is-large' : ''}`} onClick={() => setLarge((v) => !v)} aria-label={t(large ? 'chat.image_smaller' : 'chat.image_larger')}>
      <img src={image.data.dataUrl} alt={t('chat.image_alt')} />
    </button>
  );
};

const Message = ({ m, offset, load }: { m: TChatMessage; offset: number; load: SupportChat['loadImage'] }) => {
  const { t } = useTranslation();
  if (m.author === 'system') {
    const text = m.event === 'assigned' ? t('chat.event_assigned', { name: m.text }) : m.event === 'closed_by_visitor' ? t('chat.event_closed_by_you') : t('chat.event_closed');
    return (
      <li className="chat-msg chat-msg--system" data-testid="chat-system">
        {text}
      </li>
    );
  }
  const mine = m.author === 'visitor';
  return (
    <li className={`chat-msg ${mine ? 'chat-msg--mine' : 'chat-msg--agent'}`} data-testid={mine ? 'chat-mine' : 'chat-agent'}>
      {!mine && <span className="chat-msg__who">{m.staffName ?? t('chat.agent')}</span>}
      <div className="chat-msg__bubble">
        {m.imageId !== null && <ChatImage id={m.imageId} load={load} />}
        {m.text && <p className="chat-msg__text">{m.text}</p>}
      </div>
      <time className="chat-msg__time" dateTime={m.createdAt}>
        {timeOf(m.createdAt, offset)}
      </time>
    </li>
  );
};

const Welcome = ({ chat }: { chat: SupportChat }) => {
  const { t } = useTranslation();
  const { name: brandName } = useBrand();
  const [name, setName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    chat.start.mutate({ name: chat.isMember ? undefined : name.trim() || undefined, language: currentLanguage() });
  };
  return (
    <form className="chat-welcome" onSubmit={submit}>
      <span className="chat-welcome__icon" aria-hidden="true">
        <IconChat size={28} />
      </span>
      <h3>{t('chat.welcome_title', { brand: brandName })}</h3>
      <p className="muted">{t('chat.welcome_text')}</p>
      {!chat.isMember && (
        <label className="chat-welcome__name">
          <span>{t('chat.your_name')}</span>
          <input className="input" value={name} onChange={(e) => setName(e.target.value)} maxLength={CHAT_NAME_MAX} autoComplete="name" placeholder={t('chat.your_name_placeholder')} />
        </label>
      )}
      {chat.start.error && (
        <p className="form-error" role="alert">
          {t(errorKey(chat.start.error))}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={chat.start.isPending} data-testid="chat-start">
        {t('chat.start')}
      </button>
    </form>
  );
};

const Composer = ({ chat }: { chat: SupportChat }) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [image, setImage] = useState<TImageUpload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const canSend = (text.trim().length > 0 || image !== null) && !chat.send.isPending;
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    chat.send.mutate(
      { text: text.trim(), ...(image ? { image } : {}) },
      {
        onSuccess: () => {
          setText('');
          setImage(null);
        },
      },
    );
  };
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const loaded = await loadImageFile(file);
    if ('problem' in loaded) setProblem(t(`chat.image_problem_${loaded.problem}`));
    else {
      setProblem(null);
      setImage(loaded.image);
    }
    if (fileRef.current) fileRef.current.value = '';
  };
  const error = problem ?? (chat.send.error ? t(errorKey(chat.send.error)) : null);
  return (
    <form className="chat-composer" onSubmit={submit}>
      {image && (
        <div className="chat-composer__attachment">
          <img src={imagePreviewUrl(image)} alt={t('chat.image_alt')} />
          <button type="button" className="icon-button" onClick={() => setImage(null)} aria-label={t('chat.remove_image')}>
            <IconClose size={14} />
          </button>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="chat-composer__row">
        <button type="button" className="icon-button" onClick={() => fileRef.current?.click()} aria-label={t('chat.attach')}>
          <IconImagePlus size={20} />
        </button>
        <input ref={fileRef} type="file" accept={IMAGE_ACCEPT} hidden onChange={(e) => void pick(e.target.files?.[0])} data-testid="chat-file" />
        <textarea
          className="chat-composer__input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
          maxLength={CHAT_TEXT_MAX}
          rows={1}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          data-testid="chat-input"
        />
        <button type="submit" className="btn btn--primary btn--sm" disabled={!canSend} data-testid="chat-send">
          {t('chat.send')}
        </button>
      </div>
    </form>
  );
};

/** The support chat panel: floating at the corner on a desktop, the whole screen on a phone. */
export const ChatPanel = ({ open }: { open: boolean }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const chat = useSupportChat(true);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const data = chat.thread.data;
  const conversation = data?.conversation ?? null;
  const messages = data?.messages ?? [];
  const lastAgentId = [...messages].reverse().find((m) => m.author === 'staff')?.id;
  const unread = conversation?.unread ?? 0;
  const listRef = useRef<HTMLOListElement>(null);
  const { markRead } = chat;

  useEffect(() => setSupportChatUnread(open ? 0 : unread), [open, unread]);
  useEffect(() => {
    if (open && unread > 0 && lastAgentId !== undefined) void markRead(lastAgentId).catch(() => undefined);
  }, [open, unread, lastAgentId, markRead]);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, open]);

  if (!open) return null;
  const status = !conversation
    ? t('chat.status_new')
    : conversation.status === 'closed'
      ? t('chat.status_closed')
      : conversation.agentName
        ? t('chat.status_agent', { name: conversation.agentName })
        : t('chat.status_waiting');
  const showWelcome = !chat.identity.known || (chat.thread.isSuccess && (!conversation || (conversation.status === 'closed' && messages.length === 0)));
  return (
    <section className="chat-panel" role="dialog" aria-modal="false" aria-labelledby="chat-panel-title" data-testid="live-chat">
      <header className="chat-panel__head">
        <span className="chat-panel__avatar" aria-hidden="true">
          <IconChat size={20} />
        </span>
        <div className="chat-panel__title">
          <h2 id="chat-panel-title">{t('chat.title')}</h2>
          <p data-testid="chat-status">{status}</p>
        </div>
        {conversation && conversation.status !== 'closed' && !confirmEnd && (
          <button type="button" className="chat-panel__end" onClick={() => setConfirmEnd(true)}>
            {t('chat.end')}
          </button>
        )}
        <button type="button" className="icon-button chat-panel__close" onClick={closeSupportChat} aria-label={t('chat.minimize')} data-testid="chat-minimize">
          <IconClose size={18} />
        </button>
      </header>
      {confirmEnd && (
        <div className="chat-panel__confirm" role="alertdialog" aria-label={t('chat.end_confirm')}>
          <span>{t('chat.end_confirm')}</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setConfirmEnd(false)}>
            {t('chat.end_no')}
          </button>
          <button type="button" className="btn btn--danger btn--sm" onClick={() => chat.end.mutate(undefined, { onSettled: () => setConfirmEnd(false) })}>
            {t('chat.end_yes')}
          </button>
        </div>
      )}
      {showWelcome ? (
        <div className="chat-panel__body">
          <Welcome chat={chat} />
        </div>
      ) : (
        <>
          <ol className="chat-panel__messages" ref={listRef} aria-live="polite" data-testid="chat-messages">
            {chat.thread.isPending && <li className="chat-msg chat-msg--system">{t('chat.loading')}</li>}
            {chat.thread.isError && <li className="chat-msg chat-msg--system">{t(errorKey(chat.thread.error))}</li>}
            {conversation?.status === 'waiting' && messages.length === 0 && <li className="chat-msg chat-msg--system">{t('chat.first_hint')}</li>}
            {messages.map((m) => (
              <Message key={m.id} m={m} offset={offset} load={chat.loadImage} />
            ))}
          </ol>
          {conversation?.status === 'closed' ? (
            <div className="chat-panel__ended">
              <p>{t('chat.ended_text')}</p>
              <button type="button" className="btn btn--primary btn--sm" onClick={() => chat.start.mutate({ language: currentLanguage() })} data-testid="chat-restart">
                {t('chat.new_chat')}
              </button>
            </div>
          ) : (
            <Composer chat={chat} />
          )}
        </>
      )}
    </section>
  );
};
