/** Eksperimenter (spec 3 §2 'Experiments'): the list, Generelt ('opprett' for a new one) and the variants. */
import { hasLevel } from '@vev/shared';
import { type AreaDefinition, visibleEntry } from '../../app/areas/area';
import { withWords } from '../../app/areas/area-routes';
import { designerWords, experimentsWords, workspaceWords } from '../../i18n';

export const experimentsArea: AreaDefinition = {
  name: 'experiments',
  words: [workspaceWords, experimentsWords],
  routes: {
    shell: [
      { path: 'eksperimenter', lazy: () => import('./experiment-list') },
      // Generelt picks the page and the product with the section form's reference field.
      { path: 'eksperimenter/:experimentId', lazy: withWords([designerWords], () => import('./experiment-detail')) },
      { path: 'eksperimenter/:experimentId/varianter', lazy: () => import('./experiment-variants') },
    ],
  },
  navigation: (_site, level) =>
    visibleEntry({ key: 'experiments', path: '/eksperimenter', when: hasLevel(level, 'contributor') }),
};
