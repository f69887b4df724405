import { SLIDER_PAGE_SIZE, SLIDER_SPACING } from '@wps/contracts/player';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconChevronLeft, IconChevronRight } from '@/components/icons';
import { SectionHeading } from '@/components/section-heading';
import { Spinner } from '@wps/ui';
import { useGamePage } from '../api/game-list';
import { useGameStart } from '../hooks/use-game-start';
import { categoryLabelKey, pathOfCategory } from '../utils/categories';
import { CategoryIcon } from './category-icon';
import { GameTile } from './game-tile';

/**
 * Home: a horizontal slider of one category's games (SPEC.md §2: page 1,
 * page size 20; §9: slides auto width, spacing 24) with arrows, scroll snap
 * and a more_button link to the category page.
 */
export const GameSlides = ({ category }: { category: 'LIVE' | 'RNG' }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useGameStart();
  const track = useRef<HTMLUListElement>(null);
  const { data, isPending, isError } = useGamePage({ gameType: category, pageSize: SLIDER_PAGE_SIZE }, 1);
  const title = t(categoryLabelKey(category));
  const headingId = `slides-${category.toLowerCase()}`;

  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.8, 200), behavior: 'smooth' });
  };

  // A category without games has no slider on the home page (its page and nav entry are hidden too).
  if (!isPending && !isError && data.games.length === 0) return null;
  return (
    <section className="game-slides" aria-labelledby={headingId} data-testid={`game-slides-${category}`}>
      <SectionHeading id={headingId} icon={<CategoryIcon category={category} size={20} />} title={title} onMore={() => void navigate(pathOfCategory(category))} />
      {isPending && <Spinner label={t('common.loading')} />}
      {!isPending && isError && <p className="muted">{t('catalog.no_games')}</p>}
      {data && data.games.length > 0 && (
        <div className="game-slides__frame">
          <button type="button" className="game-slides__arrow game-slides__arrow--prev" onClick={() => scroll(-1)} aria-label={t('home_games.previous')}>
            <IconChevronLeft size={20} />
          </button>
          <ul ref={track} className="game-slides__track" style={{ gap: SLIDER_SPACING }} aria-label={title}>
            {data.games.map((g) => (
              <li key={g.nodeId} className="game-slides__slide">
                <GameTile game={g} start={start} />
              </li>
            ))}
          </ul>
          <button type="button" className="game-slides__arrow game-slides__arrow--next" onClick={() => scroll(1)} aria-label={t('home_games.next')}>
            <IconChevronRight size={20} />
          </button>
        </div>
      )}
    </section>
  );
};
