import { PageHero } from '@/components/page-hero';
import { useTranslation } from 'react-i18next';
import { IconAndroid, IconApple, IconDownload } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { AppDownload } from './app-download';

/** The app download page (/down): QR codes, links and install guides for iOS and Android. */
const DownloadPage = () => {
  const { t } = useTranslation();
  const { name } = useBrand();
  const iosSteps = [t('download.ios_step1'), t('download.ios_step2'), t('download.ios_step3'), t('download.ios_step4')];
  const androidSteps = [t('download.android_step1'), t('download.android_step2'), t('download.android_step3')];
  return (
    <div className="download-page">
      <PageHero variant="download" icon={<IconDownload size={34} />} title={t('download.title', { brand: name })} text={t('download.subtitle')} />
      <section className="card-section" aria-labelledby="download-apps">
        <h2 id="download-apps" className="section-title">
          {t('download.scan')}
        </h2>
        <AppDownload />
      </section>
      <div className="guide-grid">
        <section className="card-section" aria-labelledby="guide-ios">
          <h2 id="guide-ios" className="section-title">
            <IconApple size={20} /> {t('download.ios_guide')}
          </h2>
          <ol className="steps">
            {iosSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section className="card-section" aria-labelledby="guide-android">
          <h2 id="guide-android" className="section-title">
            <IconAndroid size={20} /> {t('download.android_guide')}
          </h2>
          <ol className="steps">
            {androidSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
};

export default DownloadPage;
