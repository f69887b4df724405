import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IconShield } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Page } from '@/components/page';
import { PageHero } from '@/components/page-hero';
import { Spinner } from '@wps/ui';
import { isRoundId, usePublicRound } from '../api/get-public-round';
import { formFromParams, formFromRound } from '../utils/verifier-form';
import { MethodExplainer } from './method-explainer';
import { Verifier } from './verifier';
import './fairness.css';

/**
 * /provably-fair: anyone (no login) checks a round of the studio's originals.
 * `?round=<id>` prefills it from the studio's public record and verifies it;
 * otherwise the values come from the link (`?game=dice&serverSeed=…`) or the player.
 */
const FairnessPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roundId = params.get('round');
  const round = usePublicRound(roundId);
  const fromLink = formFromParams(params);

  const body = (() => {
    if (roundId === null) return <Verifier key={`link:${params.toString()}`} initial={fromLink} round={null} />;
    if (!isRoundId(roundId)) {
      return (
        <>
          <p className="fair-check fair-check--bad" role="alert" data-testid="fair-round-bad-id">
            {t('fairness.round_bad_id')}
          </p>
          <Verifier key={`link:${params.toString()}`} initial={fromLink} round={null} />
        </>
      );
    }
    if (round.isPending) return <Spinner label={t('fairness.round_loading')} />;
    if (round.isError) {
      return (
        <>
          <LoadFailed title={t('fairness.round_failed')} error={round.error} onRetry={() => void round.refetch()} />
          <Verifier key={`link:${params.toString()}`} initial={fromLink} round={null} />
        </>
      );
    }
    // A seed revealed since the last load refills the form.
    return <Verifier key={`round:${round.data.roundId}:${round.data.serverSeed ?? ''}`} initial={formFromRound(round.data)} round={round.data} />;
  })();

  return (
    <Page name="provably-fair" title={t('fairness.title')}>
      <div className="fair-page stack">
        <PageHero variant="fairness" icon={<IconShield size={32} />} title={t('fairness.title')} text={t('fairness.subtitle')} />
        {body}
        <MethodExplainer />
      </div>
    </Page>
  );
};

export default FairnessPage;
