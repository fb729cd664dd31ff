/** Customization fields: when a field with conditions shows. */
import { describe, expect, it } from 'vitest';
import { type ConditionOperation, conditionsHold } from './customize';

const field = (...conditions: [string, ConditionOperation, string][]) => ({
  conditions: conditions.map(([targetKey, targetOperation, targetValue]) => ({
    targetKey,
    targetOperation,
    targetValue,
  })),
});

describe('conditionsHold', () => {
  it('a field without conditions always shows', () => {
    expect(conditionsHold(field(), {})).toBe(true);
  });

  it('set: the field named is filled in', () => {
    const engraving = field(['gravering', 'set', '']);
    expect(conditionsHold(engraving, { gravering: 'Ola' })).toBe(true);
    expect(conditionsHold(engraving, { gravering: '  ' })).toBe(false);
    expect(conditionsHold(engraving, {})).toBe(false);
  });

  it('eq: equal as text (case ignored) or as numbers', () => {
    expect(conditionsHold(field(['farge', 'eq', 'Rød']), { farge: 'rød' })).toBe(true);
    expect(conditionsHold(field(['farge', 'eq', 'Rød']), { farge: 'Blå' })).toBe(false);
    expect(conditionsHold(field(['antall', 'eq', '2']), { antall: '2,0' })).toBe(true);
    expect(conditionsHold(field(['innpakning', 'eq', 'true']), { innpakning: 'true' })).toBe(true);
    expect(conditionsHold(field(['innpakning', 'eq', 'true']), {})).toBe(false);
  });

  it('neq: not equal, also when left empty', () => {
    expect(conditionsHold(field(['farge', 'neq', 'Rød']), { farge: 'Blå' })).toBe(true);
    expect(conditionsHold(field(['farge', 'neq', 'Rød']), { farge: 'RØD' })).toBe(false);
    expect(conditionsHold(field(['farge', 'neq', 'Rød']), {})).toBe(true);
  });

  it('gt and lt: compare numbers, never an empty or non-numeric entry', () => {
    expect(conditionsHold(field(['antall', 'gt', '3']), { antall: '4' })).toBe(true);
    expect(conditionsHold(field(['antall', 'gt', '3']), { antall: '3' })).toBe(false);
    expect(conditionsHold(field(['antall', 'lt', '3']), { antall: '2,5' })).toBe(true);
    expect(conditionsHold(field(['antall', 'lt', '3']), { antall: '' })).toBe(false);
    expect(conditionsHold(field(['antall', 'gt', '3']), { antall: 'mange' })).toBe(false);
  });

  it('every condition must hold', () => {
    const both = field(['farge', 'eq', 'Rød'], ['antall', 'gt', '1']);
    expect(conditionsHold(both, { farge: 'Rød', antall: '2' })).toBe(true);
    expect(conditionsHold(both, { farge: 'Rød', antall: '1' })).toBe(false);
  });
});
