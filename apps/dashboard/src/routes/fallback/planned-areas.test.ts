import { describe, expect, it } from 'vitest';
import { type PlannedArea, plannedAreaFor } from './planned-areas';

const nameOf = (area: PlannedArea | undefined) =>
  area?.kind === 'navigation' ? area.item.key : area?.kind === 'settings' ? `settings:${area.card}` : undefined;

describe('planned areas behind the navigation', () => {
  it('names the deepest navigation entry a path belongs to', () => {
    expect(nameOf(plannedAreaFor('/b2b/bedrifter'))).toBe('companies');
    expect(nameOf(plannedAreaFor('/b2b/bedrifter/123'))).toBe('companies');
    expect(nameOf(plannedAreaFor('/innhold/sider'))).toBe('pages');
    expect(nameOf(plannedAreaFor('/innhold/data-sets/ansatte'))).toBe('dataSet');
  });

  it('names a settings screen by its card, not as Innstillinger', () => {
    expect(nameOf(plannedAreaFor('/innstillinger/b2b'))).toBe('settings:b2b');
    expect(nameOf(plannedAreaFor('/innstillinger/delbetaling'))).toBe('settings:partialPayment');
    expect(nameOf(plannedAreaFor('/innstillinger/delbetaling/1'))).toBe('settings:partialPayment');
    expect(nameOf(plannedAreaFor('/innstillinger/ukjent'))).toBe('settings');
  });

  it('knows nothing of paths outside the navigation', () => {
    expect(plannedAreaFor('/finnes-ikke')).toBeUndefined();
    expect(plannedAreaFor('/butikkene')).toBeUndefined();
  });
});
