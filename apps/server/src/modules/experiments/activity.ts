/** Experiments in the activity log: 'Opprettet eksperimentet «Ny forside»'. */
import type { Experiment } from '@vev/shared';
import { currentSite } from '../../platform/access';
import { activityFromAnswer, activityFromBefore, routeParams } from '../../platform/activity/activity';
import { getExperiment } from './service';

const target = (experiment: Experiment) => ({
  target: { type: 'experiment' as const, id: experiment._id, label: experiment.name },
});

export const experimentActivity = {
  created: activityFromAnswer<Experiment>('experiment.created', target),
  updated: activityFromAnswer<Experiment>('experiment.updated', target),
  deleted: activityFromBefore('experiment.deleted', async (request, db) =>
    target(await getExperiment(db, currentSite(request).siteId, routeParams<{ id: string }>(request).id)),
  ),
};
