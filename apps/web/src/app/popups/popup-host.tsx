import { useEffect } from 'react';
import { lazyScreen } from '@/components/lazy-screen';
import { usePopup } from '@/lib/popups';
import { whenIdle } from '@/lib/when-idle';

const loadFrames = async () => ({ default: (await import('./popup-frames')).PopupFrames });
// The popups' frames and panels: not needed before a page is live, so a chunk of their own, fetched in the
// first idle moment after (a popup opened sooner waits for it).
const PopupFrames = lazyScreen('Popups', loadFrames, { quiet: true });

/** The popups hosted by the shell (SPEC.md §2 App shell and popups): the open one, if any. */
export const PopupHost = () => {
  const popup = usePopup();
  useEffect(() => whenIdle(() => void loadFrames().catch(() => undefined)), []);
  return popup ? <PopupFrames /> : null;
};
