import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { createQueryClient } from './query-client';

function renderToasts() {
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
}

async function failMutation(error: Error, meta?: Record<string, unknown>) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(error),
    ...(meta ? { meta } : {}),
  });
  await act(async () => {
    await mutation.execute(undefined).catch(() => undefined);
  });
}

describe('the global error toast (spec 1 §8)', () => {
  afterEach(() => {
    act(() => notifications.clean());
    cleanup();
  });

  it('a failed save shows "Oida..." with the message', async () => {
    renderToasts();
    await failMutation(new ApiError(400, 'badRequest', '«displayName»: Feltet må fylles ut.'));
    expect(await screen.findByText('Oida...')).toBeTruthy();
    expect(screen.getByText('Noe galt skjedde! Vennligst prøv igjen eller oppdater nettleservinduet')).toBeTruthy();
    expect(screen.getByText('Feilmelding: «displayName»: Feltet må fylles ut.')).toBeTruthy();
  });

  it('an ended session shows no toast: the user is signed out instead', async () => {
    renderToasts();
    await failMutation(new ApiError(401, 'notLoggedIn', 'Du er ikke logget inn.'));
    expect(screen.queryByText('Oida...')).toBeNull();
  });

  it('a screen that shows its own error state can silence the toast', async () => {
    renderToasts();
    await failMutation(new ApiError(404, 'resourceNotFound', 'Fant ikke det du lette etter.'), { errorToast: false });
    expect(screen.queryByText('Oida...')).toBeNull();
  });
});
