/** The form script decides which fields show exactly as the server's formFieldShows does. */
import {
  type ConditionOperation,
  conditionOperations,
  type FormField,
  formFieldSchema,
  formFieldShows,
} from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { fieldShowsSource, formScript } from './form-script';
import { conditionsHoldSource } from './product-script';

type Shows = (conditions: FormField['conditions'], lists: Record<string, string[]>) => boolean;
const inBrowser = new Function(`${conditionsHoldSource}; ${fieldShowsSource}; return fieldShows;`)() as Shows;

const target = formFieldSchema.parse({ _id: 't', type: 'checkbox', label: 'Valg', name: 'valg' });
const sent: string[][] = [[], [''], ['a'], ['b'], ['a', 'b'], ['2'], ['2', '5'], ['Rød']];
const targets = ['', 'a', 'b', '2', '3', 'rød'];

describe('formScript', () => {
  it('shows a field when formFieldShows does, for every operation and sent list', () => {
    for (const targetOperation of conditionOperations as readonly ConditionOperation[]) {
      for (const targetValue of targets) {
        const conditions = [{ targetKey: 'valg', targetOperation, targetValue }];
        const parsed = formFieldSchema.safeParse({ _id: 'f', type: 'string', label: 'Felt', name: 'felt', conditions });
        // A condition the editor refuses (eq with no value) is never stored.
        if (!parsed.success) continue;
        const field = parsed.data;
        for (const list of sent) {
          const submission = { valg: list.length === 1 ? list[0] : list };
          expect(inBrowser(conditions, { valg: list }), `${targetOperation} ${targetValue} ${list}`).toBe(
            formFieldShows(field, [target, field], submission),
          );
        }
      }
    }
  });

  it('is a script that parses', () => {
    expect(() => new Function(formScript)).not.toThrow();
  });
});
