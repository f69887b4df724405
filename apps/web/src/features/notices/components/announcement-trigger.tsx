import { useEffect, useState } from 'react';
import { popups, usePopup } from '@/lib/popups';
import { whenIdle } from '@/lib/when-idle';
import { useToken } from '@/lib/session';
import { useAnnouncements } from '../api/notices';
import { audiencesFor, isFirstLoginSession, markFirstLogin, markShown, wasShown } from '../utils/announcement-session';

/**
 * Opens the announcement popup by itself (SPEC.md §2 Announcement popup): once
 * per session for each audience that has items — B for a visitor, A for a
 * logged-in member, and F as well right after a first login — never over
 * another popup. Opening marks the audience as shown, so a closed popup stays
 * closed for the rest of the session. Renders nothing.
 */
export const AnnouncementTrigger = () => {
  const token = useToken();
  const popup = usePopup();
  const [firstLogin, setFirstLogin] = useState(isFirstLoginSession);
  const [empty, setEmpty] = useState<ReadonlySet<string>>(() => new Set());

  // A first login is signalled by the forced change-password popup it opens (SPEC.md §4).
  const forcedFirst = popup?.name === 'change-password' && popup.forced === 'first';
  useEffect(() => {
    if (forcedFirst) {
      markFirstLogin();
      setFirstLogin(true);
    }
  }, [forcedFirst]);

  const pending = audiencesFor(token !== null, firstLogin).find((a) => !wasShown(a) && !empty.has(a));
  const { data } = useAnnouncements(pending ?? 'B', pending !== undefined);

  useEffect(() => {
    if (!pending || !data || popup !== null) return;
    if (data.length === 0) {
      setEmpty((s) => new Set(s).add(pending));
      return;
    }
    // In a quiet moment of its own: not in the same task as the page coming to life.
    return whenIdle(() => {
      markShown(pending);
      popups.open('announcement', pending);
    });
  }, [pending, data, popup]);

  return null;
};
