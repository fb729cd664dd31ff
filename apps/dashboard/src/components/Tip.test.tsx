import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tip } from './Tip';

function renderTip(id: string) {
  return render(
    <MantineProvider>
      <Tip id={id}>Velg en periode for rapporten.</Tip>
    </MantineProvider>,
  );
}

describe('Tip (spec 3 §9: tip visibility is stored locally per tip)', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows its hint until it is dismissed', () => {
    renderTip('reports');
    expect(screen.getByText('Velg en periode for rapporten.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skjul tipset' }));
    expect(screen.queryByText('Velg en periode for rapporten.')).toBeNull();
  });

  it('stays hidden on the next render once dismissed', () => {
    renderTip('reports');
    fireEvent.click(screen.getByRole('button', { name: 'Skjul tipset' }));
    cleanup();
    renderTip('reports');
    expect(screen.queryByText('Velg en periode for rapporten.')).toBeNull();
    expect(localStorage.getItem('vev.tip.reports')).toBe('dismissed');
  });

  it('dismissing one tip leaves the others', () => {
    renderTip('home');
    fireEvent.click(screen.getByRole('button', { name: 'Skjul tipset' }));
    cleanup();
    renderTip('reports');
    expect(screen.getByText('Velg en periode for rapporten.')).toBeTruthy();
  });
});
