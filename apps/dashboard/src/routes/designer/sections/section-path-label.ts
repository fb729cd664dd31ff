/** A changed field of a section list, in words, for the revision diff ('Seksjoner › hero1 › heading'). */
import { i18n } from '../../../i18n';

export function sectionPathLabel(path: string[]): string {
  const [first, ...rest] = path;
  if (first === 'components') return [i18n.t('designer.diff.sections'), ...rest].join(' › ');
  if (first === 'name') return i18n.t('designer.diff.name');
  return path.join(' › ');
}
