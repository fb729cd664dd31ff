/** The domains' entries in the activity log: 'La til domenet www.firma.no'. */
import type { DomainConfiguration } from '@vev/shared';
import { activityFromAnswer, routeParams } from '../../platform/activity/activity';

const domainTarget = (domain: string) => ({ target: { type: 'domain' as const, id: domain, label: domain } });

export const domainActivity = {
  added: activityFromAnswer<DomainConfiguration>('domain.added', (answer) => domainTarget(answer.domain)),
  retried: activityFromAnswer<DomainConfiguration>('domain.retried', (answer) => domainTarget(answer.domain)),
  removed: activityFromAnswer<unknown>('domain.removed', (_answer, request) =>
    domainTarget(routeParams<{ domain: string }>(request).domain.toLowerCase()),
  ),
};
