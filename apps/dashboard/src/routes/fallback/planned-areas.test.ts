import { describe, expect, it } from 'vitest';
import { plannedAreaFor } from './planned-areas';

describe('planned areas behind the navigation', () => {
  it('names the deepest navigation entry a path belongs to', () => {
    expect(plannedAreaFor('/butikk/ordrer')?.key).toBe('orders');
    expect(plannedAreaFor('/butikk/ordrer/123')?.key).toBe('orders');
    expect(plannedAreaFor('/innhold/sider')?.key).toBe('pages');
    expect(plannedAreaFor('/innstillinger/domener')?.key).toBe('settings');
    expect(plannedAreaFor('/innhold/data-sets/ansatte')?.key).toBe('dataSet');
  });

  it('knows nothing of paths outside the navigation', () => {
    expect(plannedAreaFor('/finnes-ikke')).toBeUndefined();
    expect(plannedAreaFor('/butikkene')).toBeUndefined();
  });
});
