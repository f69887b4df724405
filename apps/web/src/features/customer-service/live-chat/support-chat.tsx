import { lazy, Suspense, useEffect, useState } from 'react';
import { currentLanguage, ensureLanguage } from '@/lib/i18n';
import { chatMemory, useSupportChat } from '@/lib/support-chat';
import { whenIdle } from '@/lib/when-idle';

const ChatPanel = lazy(() => Promise.all([import('./chat-panel'), ensureLanguage(currentLanguage())]).then(([m]) => ({ default: m.ChatPanel })));

/**
 * Mounts the support chat once for the whole site. Its code loads when the
 * chat is first opened, or in idle time on a browser that has chatted
 * before, so an agent's answer shows as an unread count on the side bar.
 * It stays mounted from then on (closing only hides the panel).
 */
export const SupportChat = () => {
  const { open } = useSupportChat();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);
  useEffect(() => (chatMemory.active() ? whenIdle(() => setLoaded(true), 3000) : undefined), []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel open={open} />
    </Suspense>
  );
};
