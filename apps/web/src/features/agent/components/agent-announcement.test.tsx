import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, pageOf, renderAgent, serveAgent } from '../testing/render-agent';
import { AgentAnnouncementScreen } from './agent-announcement';

const NOTICES = '/wps/agent/notices';

afterEach(() => vi.unstubAllGlobals());

const notice = (id: number, title: string, content: string) => ({
  id,
  type: 'A',
  title,
  content,
  // 2025-03-05 17:00 UTC is already the 6th in the brand's GMT+8.
  startDateStr: String(Date.UTC(2025, 2, 5, 17, 0)),
  promotionType: null,
});

describe('agentAnnouncement', () => {
  it('lists the notices with their date, the newest open with its sanitized content, and pages', async () => {
    const api = serveAgent({
      [NOTICES]: ({ url }) =>
        url.searchParams.get('pageNo') === '2'
          ? ok(pageOf([notice(3, 'Old rules', '<p>Older</p>')], { pageNo: 2, totalPages: 2, total: 3 }))
          : ok(pageOf([notice(1, 'New commission table', '<p>Rates <strong>up</strong></p><script>alert(1)</script>'), notice(2, 'Maintenance', '<p>Sunday</p>')], { totalPages: 2, total: 3 })),
    });
    renderAgent(<AgentAnnouncementScreen />);
    const first = await screen.findByTestId('agent-notice-1');
    expect(first.textContent).toContain('New commission table');
    expect(first.textContent).toContain('2025-03-06');
    // The sanitizer loads with the first rich content shown; nothing runnable survives it.
    await waitFor(() => expect(first.querySelector('.rich-content')?.textContent).toContain('Rates up'));
    expect(first.querySelector('.rich-content')?.innerHTML).not.toContain('<script');
    // Only the newest is open.
    expect(screen.getByTestId('agent-notice-2').querySelector('.rich-content')).toBeNull();
    fireEvent.click(screen.getByText('Maintenance'));
    await waitFor(() => expect(screen.getByTestId('agent-notice-2').querySelector('.rich-content')?.textContent).toBe('Sunday'));

    fireEvent.click(screen.getByTestId('agent-pager-next'));
    expect(await screen.findByTestId('agent-notice-3')).toBeTruthy();
    expect(api.params(NOTICES).at(-1)).toEqual({ pageNo: '2', pageSize: '10', language: 'EN' });
  });

  it('says so when there are none', async () => {
    serveAgent({ [NOTICES]: () => ok(pageOf([])) });
    renderAgent(<AgentAnnouncementScreen />);
    expect(await screen.findByText('No announcements')).toBeTruthy();
  });
});
