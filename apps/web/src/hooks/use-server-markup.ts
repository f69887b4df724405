import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether this component's first render made markup the server sent: true
 * when it was rendered on the server and while the browser hydrates that
 * markup (decision record 008), false for a render in the browser alone.
 * Fixed at the first render: a component that began as server markup keeps
 * treating it as such (a modal stays where the server put it, rich content
 * keeps the server's sanitized HTML until the browser's sanitizer is there).
 */
export const useServerMarkup = (): boolean => {
  const rendering = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [first] = useState(rendering);
  return first;
};
