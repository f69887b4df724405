import { useTranslation } from 'react-i18next';

/** How a round's outcome is made, in the player's words: seeds, floats, each game's rule. */
export const MethodExplainer = () => {
  const { t } = useTranslation();
  const rules = [
    { game: t('fairness.game_dice'), rule: t('fairness.method_dice') },
    { game: t('fairness.game_plinko'), rule: t('fairness.method_plinko') },
    { game: t('fairness.game_mines'), rule: t('fairness.method_mines') },
    { game: t('fairness.game_keno'), rule: t('fairness.method_keno') },
    { game: t('fairness.game_hilo'), rule: t('fairness.method_hilo') },
    { game: t('fairness.game_crash'), rule: t('fairness.method_crash') },
  ];
  return (
    <section className="card fair-method" aria-labelledby="fair-method-title" data-testid="fair-method">
      <h2 id="fair-method-title" className="fair-card-title">
        {t('fairness.method_title')}
      </h2>
      <div className="fair-method__steps">
        <div>
          <h3>{t('fairness.method_seeds_title')}</h3>
          <p>{t('fairness.method_seeds')}</p>
        </div>
        <div>
          <h3>{t('fairness.method_floats_title')}</h3>
          <p>{t('fairness.method_floats')}</p>
          <pre className="fair-method__formula mono">{'HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`)\nf = b0/256 + b1/256² + b2/256³ + b3/256⁴'}</pre>
        </div>
      </div>
      <h3>{t('fairness.method_rules_title')}</h3>
      <dl className="fair-method__rules">
        {rules.map((r) => (
          <div key={r.game}>
            <dt>{r.game}</dt>
            <dd>{r.rule}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
