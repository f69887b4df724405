import { Outlet } from 'react-router';

/** Agent routes use their own frame: no side menu, header or footer (SPEC.md §2). */
export const AgentLayout = () => (
  <div className="agent-frame" data-testid="agent-frame">
    <main id="main-content" className="agent-frame__main" data-testid="main-content">
      <Outlet />
    </main>
  </div>
);
