import { Fieldset, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PageListItem, ProductTemplateListItem } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { api, sitePath } from '../../../../api/client';
import { useSiteId } from '../../../../app/session/session-store';
import { pageKeys } from '../../../../hooks/api/pages';
import { useTemplates } from '../../../../hooks/api/templates';
import { RefSelectField } from '../fields/RefSelectField';

/** The choices of a small list (product templates, product pages): one call of at most 100. */
function useChoices<T>(name: string, path: string, query: Record<string, string | number | boolean>) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: name === 'pages' ? pageKeys.picker(siteId, query) : ['sites', siteId, name, 'list', query],
    queryFn: () => api.get<T[]>(sitePath(siteId, path), { query }),
    meta: { errorToast: false },
  });
}

/** Generelt › Templates: the site template it is shown in, its product template, and its product page. */
export function TemplatesSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const templates = useTemplates();
  const productTemplates = useChoices<ProductTemplateListItem>('product-templates', '/product-templates', {
    limit: 100,
  });
  const pages = useChoices<PageListItem>('pages', '/pages', { isProductPage: true, draft: false, limit: 100 });
  const field = (key: string) => t(`shop.products.fields.${key}` as 'shop.products.fields.name');
  return (
    <Fieldset legend={t('shop.products.sections.templates')} disabled={readOnly}>
      <Stack>
        <RefSelectField
          name="template"
          label={field('template')}
          placeholder={field('templateDefault')}
          options={(templates.data ?? []).map((template) => ({ value: template._id, label: template.name }))}
          disabled={readOnly}
        />
        <RefSelectField
          name="productTemplate"
          label={field('productTemplate')}
          description={field('productTemplateHelp')}
          placeholder={field('none')}
          options={(productTemplates.data ?? []).map((template) => ({ value: template._id, label: template.name }))}
          disabled={readOnly}
        />
        <RefSelectField
          name="content"
          label={field('content')}
          placeholder={field('none')}
          options={(pages.data ?? []).map((page) => ({ value: page._id, label: page.title }))}
          disabled={readOnly}
        />
      </Stack>
    </Fieldset>
  );
}
