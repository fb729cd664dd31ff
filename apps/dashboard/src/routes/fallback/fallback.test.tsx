import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render-route';
import { FallbackScreen } from '.';

const renderAt = (url: string) => renderRoutes([{ path: '*', element: <FallbackScreen /> }], url);

describe('the fallback screen', () => {
  afterEach(cleanup);

  it('a planned settings screen is under construction under its own name, not as Innstillinger', async () => {
    renderAt('/innstillinger/delbetaling');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delbetaling' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Under arbeid' })).toBeTruthy();
    expect(screen.queryByText('Innstillinger')).toBeNull();
  });

  it('a planned area of the navigation is under construction under its name', async () => {
    renderAt('/b2b/bedrifter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bedrifter' })).toBeTruthy();
    expect(screen.getByText('Under arbeid')).toBeTruthy();
  });

  it('an unknown address says the page does not exist, once', async () => {
    renderAt('/finnes-ikke');
    expect(await screen.findByRole('heading', { level: 1, name: 'Siden finnes ikke' })).toBeTruthy();
    expect(screen.getAllByText('Siden finnes ikke')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Til forsiden' })).toBeTruthy();
  });
});
