import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { MemberGate } from './member-gate';
import { Description, Download, MemberCenter, PointMall, Promotions, Seamless, Sponsor } from '../lazy-screens';

export const PromotionsRoute = () => {
  const { t } = useTranslation();
  return (
    <Page name="promotions" title={t('title.promotions')}>
      <Promotions />
    </Page>
  );
};

export const PointMallRoute = () => {
  const { t } = useTranslation();
  return (
    <Page name="point-mall" title={t('title.point_mall')}>
      <PointMall />
    </Page>
  );
};

export const DownloadRoute = () => {
  const { t } = useTranslation();
  return (
    <Page name="down" title={t('title.download')}>
      <Download />
    </Page>
  );
};

export const MemberRoute = () => {
  const { t } = useTranslation();
  return (
    <Page name="member" title={t('title.member')}>
      <MemberGate>
        <MemberCenter />
      </MemberGate>
    </Page>
  );
};

export const SeamlessRoute = () => {
  const { t } = useTranslation();
  return (
    <Page name="seamless" title={t('title.game')}>
      <Seamless />
    </Page>
  );
};

export const SponsorRoute = () => {
  const { t } = useTranslation();
  return (
    <Page name="sponsor" title={t('title.sponsor')}>
      <Sponsor />
    </Page>
  );
};

export const DescriptionRoute = () => {
  const { t } = useTranslation();
  return (
    <Page name="description" title={t('title.description')}>
      <Description />
    </Page>
  );
};
