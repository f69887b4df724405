import type { TPointReward } from '@wps/contracts/player';
import { useState } from 'react';
import { IconGift, IconWallet } from '@/components/icons';
import { useBrand } from '@/lib/brand';

/** A reward's picture, or a drawn badge (a wallet for cash, a gift for goods) when it has none or it fails. */
export const RewardArt = ({ reward, size = 'md' }: { reward: TPointReward; size?: 'md' | 'sm' }) => {
  const { cdn } = useBrand();
  const [failed, setFailed] = useState(false);
  return (
    <div className={`point-art point-art--${reward.kind} point-art--${size}`}>
      {reward.imageUrl && !failed ? (
        <img src={cdn(reward.imageUrl)} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span className="point-art__icon" aria-hidden="true">
          {reward.kind === 'cash' ? <IconWallet size={size === 'sm' ? 26 : 40} /> : <IconGift size={size === 'sm' ? 26 : 40} />}
        </span>
      )}
    </div>
  );
};
