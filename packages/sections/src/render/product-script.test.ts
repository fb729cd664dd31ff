/** The product script's condition check answers as @vev/shared's conditionsHold does. */
import { type ConditionOperation, conditionOperations, conditionsHold } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { conditionsHoldSource, productScript } from './product-script';

type Check = typeof conditionsHold;
const inBrowser = new Function(`${conditionsHoldSource}; return conditionsHold;`)() as Check;

const entries = ['', ' ', '2', '2,0', '2.5', '-1', '10', 'Rød', 'rød', 'RØD ', 'Blå', 'true', 'mange'];
const targets = ['', '2', '2,5', '3', 'Rød', 'true', 'x'];

describe('productScript', () => {
  it('checks conditions exactly as conditionsHold does, for every operation, entry and target', () => {
    for (const targetOperation of conditionOperations as readonly ConditionOperation[]) {
      for (const targetValue of targets) {
        const option = { conditions: [{ targetKey: 'felt', targetOperation, targetValue }] };
        for (const value of entries) {
          expect(inBrowser(option, { felt: value }), `${targetOperation} ${targetValue} ${value}`).toBe(
            conditionsHold(option, { felt: value }),
          );
        }
        expect(inBrowser(option, {})).toBe(conditionsHold(option, {}));
      }
    }
  });

  it('is a script that parses', () => {
    expect(() => new Function(productScript)).not.toThrow();
  });
});
