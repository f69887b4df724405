/** A game page's start: its app in #root, in StrictMode (each page is a small app of its own, apart from the platform's SPA). */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export function mount(app: ReactNode): void {
  createRoot(document.getElementById('root')!).render(<StrictMode>{app}</StrictMode>);
}
