import { Fieldset, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PageListItem } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { api, sitePath } from '../../../../api/client';
import { useSiteId } from '../../../../app/session/session-store';
import { pageKeys } from '../../../../hooks/api/pages';
import { useProductTemplateChoices } from '../../../../hooks/api/products';
import { useTemplates } from '../../../../hooks/api/templates';
import { RefSelectField } from '../fields/RefSelectField';

/** The published product pages a product may show as its content (spec 3 §7: at most 100). */
function useProductPageChoices() {
  const siteId = useSiteId();
  const query = { isProductPage: true, draft: false, limit: 100 };
  return useQuery({
    queryKey: pageKeys.picker(siteId, query),
    queryFn: () => api.get<PageListItem[]>(sitePath(siteId, '/pages'), { query }),
    meta: { errorToast: false },
  });
}

/** Generelt › Templates: the site template it is shown in, its product template, and its product page. */
export function TemplatesSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const templates = useTemplates();
  const productTemplates = useProductTemplateChoices();
  const pages = useProductPageChoices();
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
