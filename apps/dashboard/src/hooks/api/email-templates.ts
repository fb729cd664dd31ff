/** The order receipt's templates (spec 2 §7 'GET email-templates/search') and their previews. */
import { useQuery } from '@tanstack/react-query';
import type { EmailTemplate } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

export function useEmailTemplates(enabled: boolean) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: queryKeys.emailTemplates(siteId),
    queryFn: () =>
      api.get<EmailTemplate[]>(sitePath(siteId, '/email-templates/search'), { query: { type: 'orderReceipt' } }),
    enabled,
  });
}

/** The preview page's address, for an iframe: the site's props, or the template's own defaults. */
export function useEmailPreviewUrl() {
  const siteId = useSiteId();
  return (template: string | null, options: { defaults?: boolean; version?: string } = {}) => {
    const query = new URLSearchParams();
    if (template) query.set('template', template);
    if (options.defaults) query.set('defaults', 'true');
    const path = `/api${sitePath(siteId, '/email-templates/preview')}?${query}`;
    // The site's update time makes a saved change load a fresh preview.
    return options.version ? `${path}${query.size ? '&' : ''}v=${encodeURIComponent(options.version)}` : path;
  };
}
