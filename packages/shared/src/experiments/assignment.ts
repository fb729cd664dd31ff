/**
 * Which variant a visitor sees, and when an experiment runs and its goal is reached: pure rules
 * the storefront applies. A visitor's variant follows from their id and the experiment's id alone,
 * so it stays the same on every visit and in every server process without being stored.
 */
import type { ExperimentGoal, GoalCondition } from './experiment';

/** FNV-1a over the text, then murmur3's finaliser so neighbouring ids spread over the whole range. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * The visitor's variant, by weight: the visitor's point in [0, total weight) picks the variant whose
 * share it falls in. Null when every weight is 0 (nobody is in the experiment).
 */
export function assignVariant<V extends { _id: string; weight: number }>(
  variants: readonly V[],
  visitorId: string,
  experimentId: string,
): V | null {
  const total = variants.reduce((sum, variant) => sum + Math.max(0, variant.weight), 0);
  if (total <= 0) return null;
  let point = (hash32(`${experimentId}:${visitorId}`) / 2 ** 32) * total;
  for (const variant of variants) {
    const weight = Math.max(0, variant.weight);
    if (point < weight) return variant;
    point -= weight;
  }
  return variants.findLast((variant) => variant.weight > 0) ?? null;
}

/** Active and inside its dates (either date may be missing). */
export function experimentRuns(
  experiment: { active: boolean; fromDate: string | Date | null; toDate: string | Date | null },
  now: Date,
): boolean {
  if (!experiment.active) return false;
  const time = now.getTime();
  if (experiment.fromDate && new Date(experiment.fromDate).getTime() > time) return false;
  if (experiment.toDate && new Date(experiment.toDate).getTime() <= time) return false;
  return true;
}

/** A URL goal is compared by its path: 'https://butikk.no/takk?x=1' and '/takk' name the same page. */
function goalPath(value: string): string {
  const match = /^https?:\/\/[^/?#]*([^?#]*)/i.exec(value);
  if (!match) return value;
  return match[1] || '/';
}

const conditionHolds = (condition: GoalCondition, text: string, asPath: boolean) => {
  const value = asPath ? goalPath(condition.value.trim()) : condition.value.trim();
  if (!value) return true;
  return condition.operation === 'equals' ? text === value : text.includes(value);
};

/** Whether showing the page at `path` reaches a page-view goal (both conditions, when meta2 is set). */
export function pageViewReachesGoal(goal: ExperimentGoal, path: string): boolean {
  if (goal.type !== 'pageView' || !goal.meta1.value.trim()) return false;
  return conditionHolds(goal.meta1, path, true) && (!goal.meta2 || conditionHolds(goal.meta2, path, true));
}

/** Whether an order line reaches an order-line goal: meta1 is the product id, meta2 a condition on its name. */
export function orderLineReachesGoal(goal: ExperimentGoal, line: { productId: string | null; name: string }): boolean {
  if (goal.type !== 'orderLine' || !line.productId || line.productId !== goal.meta1.value) return false;
  return !goal.meta2 || conditionHolds(goal.meta2, line.name, false);
}
