import type { TVendor } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { IconUsers } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { useRoomList } from '../api/room-list';
import { useGameStart } from '../hooks/use-game-start';

/** The live tables of the selected live vendor: limits, and seated players where the table reports them; a table starts like its game. */
export const LiveRooms = ({ vendor }: { vendor: TVendor }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const start = useGameStart();
  const { data: rooms } = useRoomList(vendor.vassalage);
  if (!rooms || rooms.length === 0) return null;
  return (
    <section aria-labelledby="rooms-heading" className="game-center__section">
      <h2 id="rooms-heading" className="section-title">
        {t('catalog.live_tables', { vendor: vendor.displayName })} <span className="count-pill">{rooms.length}</span>
      </h2>
      <ul className="live-rooms" data-testid="live-rooms">
        {rooms.map((room) => {
          const closed = room.status === 'MAINTENANCE';
          return (
            <li key={room.roomId}>
              <button
                type="button"
                className={`live-room${closed ? ' live-room--closed' : ''}`}
                onClick={() =>
                  void start({
                    vassalage: vendor.vassalage,
                    gameType: vendor.gameType,
                    gameCategory: 'LIVE',
                    isGame: true,
                    gameCode: room.gameCode,
                    gameName: room.roomName,
                    nodeId: room.nodeId,
                    maintenance: closed,
                  })
                }
              >
                <span className={`live-room__dot${closed ? '' : ' is-live'}`} aria-hidden="true" />
                <span className="live-room__name">{room.roomName}</span>
                <span className="live-room__meta">
                  {closed ? (
                    t('vendor.maintenance')
                  ) : (
                    room.players !== null && (
                      <>
                        <IconUsers size={14} /> {t('catalog.players', { count: room.players })}
                      </>
                    )
                  )}
                </span>
                <span className="live-room__limits">
                  {room.maxBet === null ? t('catalog.limits_from', { min: money(symbol, room.minBet) }) : `${money(symbol, room.minBet)} – ${money(symbol, room.maxBet)}`}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
