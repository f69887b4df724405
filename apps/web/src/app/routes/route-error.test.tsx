import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

const Broken = () => {
  const [boom] = useState(() => new Error('render failed'));
  throw boom;
};

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows the route error in place of a page that threw, and the next address renders again', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">leave</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p data-testid="fine">fine</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('route-error')).toBeTruthy();
    expect(log.mock.calls.some(([first]) => first === '[route] render failed')).toBe(true);
    fireEvent.click(screen.getByText('leave'));
    expect(screen.queryByTestId('route-error')).toBeNull();
    expect(screen.getByTestId('fine')).toBeTruthy();
  });
});
