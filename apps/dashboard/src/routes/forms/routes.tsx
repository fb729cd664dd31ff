/** Skjemaer (spec 3 §2 'Forms'): the list, the editor ('opprett' for a new form) and the submissions. */
import type { AreaDefinition } from '../../app/areas/area';
import { formsWords, workspaceWords } from '../../i18n';

export const formsArea: AreaDefinition = {
  name: 'forms',
  words: [workspaceWords, formsWords],
  routes: {
    shell: [
      { path: 'skjemaer', lazy: () => import('./form-list') },
      { path: 'skjemaer/:formId', lazy: () => import('./form-detail') },
      { path: 'skjemaer/:formId/innsendelser', lazy: () => import('./form-entries') },
    ],
  },
  navigation: () => ({ key: 'forms', path: '/skjemaer' }),
};
