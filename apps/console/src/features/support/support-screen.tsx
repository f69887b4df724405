import { CHAT_TEXT_MAX, type TChatMessage, type TChatQueue, type TImageUpload, type TLanguageCode, type TStaffChatRow } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { IMAGE_ACCEPT, imagePreviewUrl, loadImageFile } from '@wps/ui/image-file';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Facts } from '@/components/drawer';
import { Icon } from '@/components/icon';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { Tabs } from '@/components/tabs';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { newRequestId } from '@/lib/request-id';
import { can, useStaff } from '@/lib/staff';
import { brandTime } from '@/lib/time';
import {
  useAssignChat,
  useCannedReplies,
  useChatAgents,
  useChatImage,
  useChatMember,
  useChatQueue,
  useChatSocket,
  useChatThread,
  useCloseChat,
  useReadChat,
  useSendReply,
} from './api';
import { CannedRepliesDrawer } from './canned-replies';
import './support.css';

const STATUS_TONE: Record<TStaffChatRow['status'], StatusTone> = { waiting: 'warn', open: 'success', closed: 'neutral' };
const LANGUAGES: TLanguageCode[] = ['EN', 'TY'];

const useWho = () => {
  const { t } = useTranslation();
  return (row: TStaffChatRow) => row.member?.username ?? row.visitorName ?? t('support.visitor', { id: row.id });
};

const QueueList = ({ selected, onSelect }: { selected: number | null; onSelect: (id: number) => void }) => {
  const { t } = useTranslation();
  const staff = useStaff();
  const who = useWho();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const [queue, setQueue] = useState<TChatQueue>('waiting');
  const [language, setLanguage] = useState<TLanguageCode | ''>('');
  const list = useChatQueue(queue, language || undefined);
  const counts = list.data?.counts;
  return (
    <aside className="card chat-queue" aria-label={t('support.queues')}>
      <Tabs
        label={t('support.queues')}
        value={queue}
        onChange={setQueue}
        items={[
          { value: 'waiting', label: t('support.queue_waiting'), count: counts?.waiting },
          { value: 'mine', label: t('support.queue_mine'), count: counts?.mine },
          { value: 'open', label: t('support.queue_open'), count: counts?.open },
          { value: 'closed', label: t('support.queue_closed') },
        ]}
      />
      <label className="chat-queue__filter">
        <span className="muted">{t('support.language')}</span>
        <select className="input input--select" value={language} onChange={(e) => setLanguage(e.target.value as TLanguageCode | '')}>
          <option value="">{t('support.all_languages')}</option>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`support.language_${code}`)}
            </option>
          ))}
        </select>
      </label>
      {list.isError && <p className="form-error">{t('support.load_failed')}</p>}
      {list.data && list.data.rows.length === 0 && <p className="chat-queue__empty muted">{t(`support.empty_${queue}`)}</p>}
      <ul className="chat-queue__list" data-testid="chat-queue">
        {list.data?.rows.map((row) => (
          <li key={row.id}>
            <button type="button" className={`chat-queue__item${row.id === selected ? ' is-selected' : ''}`} onClick={() => onSelect(row.id)} aria-current={row.id === selected || undefined}>
              <span className="chat-queue__top">
                <strong className="chat-queue__who">{who(row)}</strong>
                <time className="muted">{brandTime(Date.parse(row.lastMessageAt), offset).slice(11, 16)}</time>
              </span>
              <span className="chat-queue__preview">{row.preview === '[image]' ? t('support.image') : row.preview || t('support.no_messages')}</span>
              <span className="chat-queue__meta">
                <span className="chat-tag">{row.language}</span>
                {row.member && <span className="chat-tag chat-tag--member">{t('support.member')}</span>}
                {row.assignee && <span className="muted">{row.assignee.name}</span>}
                {row.unread > 0 && <span className="chat-queue__unread">{row.unread}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
};

const ChatImage = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  const image = useChatImage(id);
  if (!image.data) return <span className="chat-bubble__image chat-bubble__image--loading" aria-label={t('support.image_loading')} />;
  return (
    <button type="button" className={`chat-bubble__image${zoomed ? ' is-zoomed' : ''}`} aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
      <img src={image.data.dataUrl} alt={t('support.image')} />
    </button>
  );
};

const MessageItem = ({ m, offset }: { m: TChatMessage; offset: number }) => {
  const { t } = useTranslation();
  const time = brandTime(Date.parse(m.createdAt), offset).slice(11, 16);
  if (m.author === 'system') {
    const text = m.event === 'assigned' ? t('support.event_assigned', { name: m.text }) : m.event === 'closed_by_visitor' ? t('support.event_closed_by_visitor') : t('support.event_closed');
    return (
      <li className="chat-line chat-line--system">
        {text} · {time}
      </li>
    );
  }
  const agent = m.author === 'staff';
  return (
    <li className={`chat-line ${agent ? 'chat-line--agent' : 'chat-line--visitor'}`}>
      <div className="chat-bubble">
        {m.imageId !== null && <ChatImage id={m.imageId} />}
        {m.text && <p>{m.text}</p>}
      </div>
      <span className="chat-line__meta muted">
        {agent ? m.staffName : t('support.customer')} · {time}
      </span>
    </li>
  );
};

const Composer = ({ row }: { row: TStaffChatRow }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const send = useSendReply();
  const canned = useCannedReplies();
  const [text, setText] = useState('');
  const [image, setImage] = useState<TImageUpload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const replies = (canned.data ?? []).filter((c) => c.language === row.language);
  const ready = (text.trim().length > 0 || image !== null) && !send.isPending;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!ready) return;
    send.mutate(
      { id: row.id, clientKey: newRequestId('chat'), text: text.trim(), ...(image ? { image } : {}) },
      {
        onSuccess: () => {
          setText('');
          setImage(null);
        },
      },
    );
  };
  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    const loaded = await loadImageFile(chosen);
    if ('problem' in loaded) setProblem(t(`support.image_problem_${loaded.problem}`));
    else {
      setProblem(null);
      setImage(loaded.image);
    }
    if (file.current) file.current.value = '';
  };

  return (
    <form className="chat-compose" onSubmit={submit}>
      {(problem || send.error) && <p className="form-error">{problem ?? errorText(send.error)}</p>}
      {image && (
        <div className="chat-compose__attachment">
          <img src={imagePreviewUrl(image)} alt={t('support.image')} />
          <button type="button" className="icon-button icon-button--sm" onClick={() => setImage(null)} aria-label={t('support.remove_image')}>
            <Icon name="close" size={14} />
          </button>
        </div>
      )}
      <div className="chat-compose__row">
        <select
          className="input input--select chat-compose__canned"
          value=""
          onChange={(e) => {
            const reply = replies.find((c) => String(c.id) === e.target.value);
            if (reply) setText((current) => (current ? `${current} ${reply.text}` : reply.text));
          }}
          aria-label={t('support.canned')}
          disabled={replies.length === 0}
        >
          <option value="">{replies.length === 0 ? t('support.no_canned') : t('support.canned')}</option>
          {replies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
        <button type="button" className="icon-button" onClick={() => file.current?.click()} aria-label={t('support.attach')}>
          <Icon name="image" />
        </button>
        <input ref={file} type="file" accept={IMAGE_ACCEPT} hidden onChange={(e) => void pick(e.target.files?.[0])} />
      </div>
      <div className="chat-compose__row">
        <textarea
          className="input input--textarea chat-compose__text"
          rows={2}
          value={text}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('support.reply_placeholder')}
          aria-label={t('support.reply_placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" disabled={!ready}>
          {t('support.send')}
        </Button>
      </div>
    </form>
  );
};

const Thread = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const who = useWho();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const thread = useChatThread(id);
  const agents = useChatAgents();
  const assign = useAssignChat();
  const close = useCloseChat();
  const read = useReadChat();
  const [closing, setClosing] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const row = thread.data?.conversation;
  const messages = thread.data?.messages ?? [];
  const lastVisitorId = [...messages].reverse().find((m) => m.author === 'visitor')?.id;
  const mine = row?.assignee?.id === staff?.id;
  const readChat = read.mutate;

  useEffect(() => {
    if (row && row.unread > 0 && lastVisitorId !== undefined && (mine || !row.assignee)) readChat({ id: row.id, upTo: lastVisitorId });
  }, [row, lastVisitorId, mine, readChat]);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length, id]);

  if (!row) return <section className="card chat-thread chat-thread--empty">{thread.isError ? errorText(thread.error) : t('support.loading')}</section>;
  const closed = row.status === 'closed';
  const mayTakeOver = !row.assignee || mine || can(staff, 'support.manage');
  const onAssign = (staffId?: number) =>
    assign.mutate(
      { id: row.id, staffId },
      { onSuccess: (r) => toast.success(t('support.assigned_to', { name: r.assignee?.name ?? '' })), onError: (e) => toast.error(errorText(e)) },
    );

  return (
    <section className="card chat-thread" aria-labelledby="chat-thread-title">
      <header className="chat-thread__head">
        <div>
          <h2 id="chat-thread-title" className="card__title">
            {who(row)}
          </h2>
          <p className="muted">
            <StatusBadge tone={STATUS_TONE[row.status]}>{t(`support.status_${row.status}`)}</StatusBadge> {row.language} · #{row.id}
            {row.assignee ? ` · ${t('support.answered_by', { name: row.assignee.name })}` : ''}
          </p>
        </div>
        {!closed && (
          <div className="chat-thread__actions">
            {!mine && mayTakeOver && (
              <Button size="sm" onClick={() => onAssign()} disabled={assign.isPending} data-testid="chat-take">
                {t('support.take')}
              </Button>
            )}
            {(mine || can(staff, 'support.manage')) && (
              <select
                className="input input--select chat-thread__transfer"
                value=""
                aria-label={t('support.transfer')}
                onChange={(e) => e.target.value && onAssign(Number(e.target.value))}
              >
                <option value="">{t('support.transfer')}</option>
                {(agents.data ?? [])
                  .filter((a) => a.id !== row.assignee?.id)
                  .map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
              </select>
            )}
            {mayTakeOver && (
              <Button size="sm" variant="outline" onClick={() => setClosing(true)}>
                {t('support.close')}
              </Button>
            )}
          </div>
        )}
      </header>
      <ol className="chat-thread__messages" ref={list} aria-live="polite" data-testid="chat-thread">
        {messages.map((m) => (
          <MessageItem key={m.id} m={m} offset={offset} />
        ))}
      </ol>
      {closed ? <p className="chat-thread__closed muted">{t('support.closed_note')}</p> : mayTakeOver ? <Composer row={row} /> : <p className="chat-thread__closed muted">{t('support.someone_else')}</p>}
      <ConfirmDialog
        open={closing}
        busy={close.isPending}
        title={t('support.close_title')}
        message={t('support.close_body')}
        confirmLabel={t('support.close')}
        onCancel={() => setClosing(false)}
        onConfirm={() =>
          close.mutate(
            { id: row.id },
            { onSuccess: () => toast.success(t('support.closed_toast')), onError: (e) => toast.error(errorText(e)), onSettled: () => setClosing(false) },
          )
        }
      />
    </section>
  );
};

/** Who is writing: the member's record beside the conversation (for staff who may see players), or what a visitor told. */
const Beside = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const staff = useStaff();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const row = useChatThread(id).data?.conversation;
  const canSee = can(staff, 'players.view');
  const member = useChatMember(row?.member?.id ?? null, canSee);
  if (!row) return null;
  if (!row.member) {
    return (
      <aside className="card chat-beside" aria-label={t('support.about')}>
        <h2 className="card__title">{t('support.visitor_title')}</h2>
        <Facts
          items={[
            [t('support.name'), row.visitorName],
            [t('support.language'), t(`support.language_${row.language}`, { defaultValue: row.language })],
            [t('support.started'), brandTime(Date.parse(row.createdAt), offset)],
          ]}
        />
        <p className="muted">{t('support.visitor_note')}</p>
      </aside>
    );
  }
  const data = member.data;
  return (
    <aside className="card chat-beside" aria-label={t('support.about')} data-testid="chat-member">
      <h2 className="card__title">{row.member.username}</h2>
      {!canSee && <p className="muted">{t('support.member_hidden')}</p>}
      {data && (
        <>
          <p>
            <StatusBadge tone={data.player.status === 'disabled' ? 'danger' : 'success'}>{t(`support.player_${data.player.status}`)}</StatusBadge>
          </p>
          <Facts
            items={[
              ...data.balances.map((b) => [b.label, <Money key={b.kind} minor={b.balance} currency={data.currency} />] as const),
              [t('support.phone'), data.player.mobile],
              [t('support.email'), data.player.email],
              [t('support.last_login'), data.player.lastLoginAt ? brandTime(data.player.lastLoginAt, offset) : null],
              [t('support.joined'), brandTime(data.player.createdAt, offset)],
            ]}
          />
          <Link className="btn btn--outline btn--sm" to={`/players/${row.member.id}`}>
            {t('support.open_player')}
          </Link>
        </>
      )}
    </aside>
  );
};

/** The support desk: queues, the conversation, and who the customer is, side by side; the socket keeps all three live. */
export const SupportScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const [selected, setSelected] = useState<number | null>(null);
  const [cannedOpen, setCannedOpen] = useState(false);
  useChatSocket();
  return (
    <>
      <PageHeader
        title={t('support.title')}
        subtitle={t('support.subtitle')}
        actions={
          can(staff, 'support.manage') && (
            <Button variant="outline" onClick={() => setCannedOpen(true)}>
              {t('support.canned_manage')}
            </Button>
          )
        }
      />
      <div className={`chat-desk${selected !== null ? ' chat-desk--open' : ''}`}>
        <QueueList selected={selected} onSelect={setSelected} />
        {selected !== null ? (
          <>
            <div className="chat-desk__back">
              <Button variant="ghost" size="sm" onClick={() => setSelected(null)}>
                {t('support.back')}
              </Button>
            </div>
            <Thread key={selected} id={selected} />
            <Beside id={selected} />
          </>
        ) : (
          <section className="card chat-thread chat-thread--empty">
            <Icon name="support" size={32} />
            <p>{t('support.pick')}</p>
          </section>
        )}
      </div>
      <CannedRepliesDrawer open={cannedOpen} onClose={() => setCannedOpen(false)} />
    </>
  );
};
