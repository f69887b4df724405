import { getDevOutbox } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@wps/ui';
import { IconInbox, IconMail, IconPhone, IconSearch, IconWrench } from '@/components/icons';
import { useDateTime } from '@/hooks/use-date-time';
import { callApi, errorKey } from '@/lib/api-client';

const REFRESH_MS = 3000;

/** Codes are 6 digits (account fields); highlighting them saves the reader a search. */
const highlight = (body: string) =>
  body.split(/(\b\d{6}\b)/).map((part, i) => (/^\d{6}$/.test(part) ? <mark key={i} className="outbox__code">{part}</mark> : part));

/**
 * Developer outbox (/dev/outbox): the SMS and email the default senders
 * wrote, for demos and end-to-end tests. Not part of the player site; the
 * server refuses the call in production.
 */
export const OutboxPage = () => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const to = useDeferredValue(filter.trim());
  const dateTime = useDateTime();
  const { data, error, isPending, dataUpdatedAt } = useQuery({
    queryKey: ['dev', 'outbox', to],
    queryFn: () => callApi(getDevOutbox, { query: { ...(to ? { to } : {}), limit: 50 } }),
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });

  return (
    <div className="outbox">
      <div className="dev-banner" role="note" data-testid="dev-banner">
        <IconWrench size={20} />
        <div>
          <strong>{t('outbox.banner_title')}</strong>
          <p>{t('outbox.banner_body')}</p>
        </div>
      </div>
      <header className="outbox__head">
        <div>
          <h1 className="outbox__title">{t('outbox.title')}</h1>
          <p className="outbox__sub">
            {t('outbox.auto_refresh', { seconds: REFRESH_MS / 1000 })}
            {dataUpdatedAt > 0 && <> · {t('outbox.updated', { time: dateTime(dataUpdatedAt) })}</>}
          </p>
        </div>
        <label className="search-field outbox__filter">
          <IconSearch size={18} />
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('outbox.filter_placeholder')}
            aria-label={t('outbox.filter_label')}
            data-testid="outbox-filter"
          />
        </label>
      </header>
      {error ? (
        <EmptyState icon={<IconInbox size={32} />} title={t('outbox.error_title')} body={t(errorKey(error))} />
      ) : isPending ? (
        <p className="outbox__loading">{t('common.loading')}</p>
      ) : data.length === 0 ? (
        <EmptyState icon={<IconInbox size={32} />} title={t('outbox.empty_title')} body={t('outbox.empty_body')} />
      ) : (
        <ul className="outbox__list" data-testid="outbox-list">
          {data.map((m) => (
            <li key={m.id} className="outbox__row" data-testid="outbox-row" data-channel={m.channel} data-to={m.to}>
              <span className={`outbox__channel outbox__channel--${m.channel}`}>
                {m.channel === 'sms' ? <IconPhone size={18} /> : <IconMail size={18} />}
                {m.channel === 'sms' ? t('outbox.sms') : t('outbox.email')}
              </span>
              <div className="outbox__content">
                <div className="outbox__meta">
                  <strong>{m.to}</strong>
                  <time dateTime={new Date(m.createdAt).toISOString()}>{dateTime(m.createdAt)}</time>
                </div>
                {m.subject && <p className="outbox__subject">{m.subject}</p>}
                <p className="outbox__body">{highlight(m.body)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
