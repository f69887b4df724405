import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconInstagram, IconMenu, IconPlay, IconSearch, IconShare } from '@/components/icons';
import { AuthButtons } from '@/features/auth/components/auth-buttons';
import { CategoryNav } from '@/features/catalog/components/category-nav';
import { LanguageSelector } from '@/features/preferences/components/language-selector';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { useBrand } from '@/lib/brand';
import { popups } from '@/lib/popups';

export const BrandLogo = () => {
  const { name, cdn, resource } = useBrand();
  const logo = resource('LOGO');
  return (
    <Link to="/" className="brand-logo" aria-label={name}>
      {logo ? <img src={cdn(logo)} alt="" height={36} /> : <span className="brand-logo__name">{name}</span>}
    </Link>
  );
};

/** SPEC.md §2 Header: logo, video/social/instagram links, account slot (with the wallet balance), language, theme and the category nav. */
export const AppHeader = ({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) => {
  const { t } = useTranslation();
  const { resource } = useBrand();
  const socials = [
    { type: 'VIDEO' as const, label: t('social.video'), Icon: IconPlay },
    { type: 'SOCIAL' as const, label: t('social.social'), Icon: IconShare },
    { type: 'INSTAGRAM' as const, label: t('social.instagram'), Icon: IconInstagram },
  ]
    .map((s) => ({ ...s, url: resource(s.type) }))
    .filter((s) => s.url);

  return (
    <header className="app-header" data-testid="app-header">
      <div className="app-header__bar">
        <button
          type="button"
          className="icon-button app-header__menu"
          onClick={onOpenMenu}
          aria-label={t('nav.open_menu')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          data-testid="menu-button"
        >
          <IconMenu size={22} />
        </button>
        <BrandLogo />
        <div className="app-header__tools">
          <button
            type="button"
            className="icon-button"
            onClick={() => popups.open('search')}
            aria-label={t('search.open')}
            title={t('search.open')}
            data-testid="search-button"
          >
            <IconSearch size={20} />
          </button>
          {socials.length > 0 && (
            <ul className="app-header__socials" aria-label={t('social.title')}>
              {socials.map(({ type, label, Icon, url }) => (
                <li key={type}>
                  <a className="icon-button" href={url as string} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} data-resource={type}>
                    <Icon size={18} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <div className="hide-phone">
            <LanguageSelector compact />
          </div>
          <div className="hide-phone">
            <ThemeToggle />
          </div>
          <AuthButtons balanceSlot={<HeaderBalance />} />
        </div>
      </div>
      <div className="app-header__nav">
        <CategoryNav />
      </div>
    </header>
  );
};
