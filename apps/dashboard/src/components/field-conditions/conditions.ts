/**
 * The rules of a field's conditions (spec 3 'Condition') that a form's fields and a product's
 * customization fields share: another field, an operation ('er lik' by default) and a value that
 * 'er fylt ut' does not take.
 */
import { type CustomizeCondition, defaultConditionOperation } from '@vev/shared';

/** A new condition on the first other field. */
export const newCondition = (targetKey = ''): CustomizeCondition => ({
  targetKey,
  targetOperation: defaultConditionOperation,
  targetValue: '',
});

/** A condition as it is saved: 'set' needs no value, so none is kept. */
export const savedCondition = (condition: CustomizeCondition): CustomizeCondition =>
  condition.targetOperation === 'set' ? { ...condition, targetValue: '' } : condition;

/** Whether the condition asks for a value ('er fylt ut' does not). */
export const conditionTakesValue = (condition: Pick<CustomizeCondition, 'targetOperation'>): boolean =>
  condition.targetOperation !== 'set';

/** The fields a condition may name: the other fields that have a key, by key, labelled with both. */
export const conditionTargets = (others: readonly { key: string; label: string }[]) =>
  others.filter((other) => other.key).map((other) => ({ value: other.key, label: `${other.label} (${other.key})` }));
