/** The site's A/B experiments (spec 3 §7 'experiments'). */
import type { Experiment, ExperimentCreate, ExperimentUpdate } from '@vev/shared';
import { resourceKeys } from '../../api/query-keys';
import { createResourceHooks } from './resource-hooks';

export const experimentKeys = resourceKeys('experiments');

const experiments = createResourceHooks<Experiment, ExperimentCreate | ExperimentUpdate>({
  keys: experimentKeys,
  path: '/experiments',
});

export const useExperimentList = (filter: { text?: string | undefined }) => experiments.useList(filter);
export const useExperimentRecord = experiments.useRecord;
export const useSaveExperiment = experiments.useSave;
export const useDeleteExperiment = experiments.useDelete;
