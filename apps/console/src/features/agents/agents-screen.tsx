import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@wps/ui';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/tabs';
import { can, useStaff } from '@/lib/staff';
import { BillsPanel } from './bills-panel';
import { CommissionsPanel } from './commissions-panel';
import { ContractsPanel } from './contracts-panel';
import { OfferDrawer, type OfferAgent } from './offer-drawer';
import { SettlementsPanel } from './settlements-panel';
import { TreePanel } from './tree-panel';
import './agents.css';

const PARTS = ['tree', 'contracts', 'review', 'settlements', 'commissions'] as const;
type Part = (typeof PARTS)[number];

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The agent system of the brand: its tree a level at a time, the contracts
 * (offered to top agents by the brand, and between agents), the dividend
 * bills waiting for review, settlements run by hand, and the commissions
 * paid. The tab, the tree's level and the contracts' agent live in the
 * address, so Back walks up the tree and a link opens the same view.
 */
export const AgentsScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const manager = can(staff, 'agents.manage');
  const [params, setParams] = useSearchParams();
  const [offer, setOffer] = useState<{ agent: OfferAgent | null } | null>(null);
  const part: Part = (PARTS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Part) : 'tree';
  const parentId = positive(params.get('parent'));
  const agentId = positive(params.get('agent'));
  const agent = agentId ? { memberId: agentId, account: params.get('account') ?? `#${agentId}` } : null;

  const go = (next: Record<string, string | number | null>) =>
    setParams((now) => {
      const out = new URLSearchParams(now);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) out.delete(key);
        else out.set(key, String(value));
      }
      return out;
    });

  return (
    <>
      <PageHeader
        title={t('agents.title')}
        subtitle={t('agents.subtitle')}
        actions={
          manager && (
            <Button onClick={() => setOffer({ agent: null })}>{t('agents.offer')}</Button>
          )
        }
      />
      <Tabs
        label={t('agents.title')}
        items={PARTS.map((p) => ({ value: p, label: t(`agents.tab_${p}`) }))}
        value={part}
        onChange={(p) => go({ tab: p === 'tree' ? null : p })}
      />
      {part === 'tree' && (
        <TreePanel
          // A level of its own: Back and Forward land on its first page.
          key={parentId ?? 'top'}
          parentId={parentId}
          onParent={(id) => go({ parent: id })}
          onContracts={(node) => go({ tab: 'contracts', agent: node.memberId, account: node.account })}
          onOffer={manager ? (node) => setOffer({ agent: { memberId: node.memberId, account: node.account } }) : undefined}
        />
      )}
      {part === 'contracts' && <ContractsPanel agent={agent} onClearAgent={() => go({ agent: null, account: null })} />}
      {part === 'review' && <BillsPanel />}
      {part === 'settlements' && <SettlementsPanel />}
      {part === 'commissions' && <CommissionsPanel />}
      {offer && <OfferDrawer agent={offer.agent} onClose={() => setOffer(null)} />}
    </>
  );
};
