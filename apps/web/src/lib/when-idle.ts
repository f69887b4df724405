/**
 * Runs `task` when the browser is next idle (within `timeoutMs` at the
 * latest), in a task of its own; the returned function cancels it.
 */
export const whenIdle = (task: () => void, timeoutMs = 1000): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
};
