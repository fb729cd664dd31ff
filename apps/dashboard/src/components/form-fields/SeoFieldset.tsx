import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { seoRecommendedLengths } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { CountedInput } from './CountedInput';
import { ImageField } from './ImageField';

/** The search and sharing texts of a page or a product (`seo`), each with its counter (spec 1 §9: 60/155/60/200/70/200). */
export function SeoFieldset({ legend, readOnly }: { legend: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const field = (key: string) => t(`editor.fields.${key}` as 'editor.fields.title');
  return (
    <Fieldset legend={legend} disabled={readOnly}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {(
          [
            ['google', 'metaTitle', 'metaDescription', 'metaImage'],
            ['facebook', 'ogTitle', 'ogDescription', 'ogImage'],
            ['twitter', 'twitterTitle', 'twitterDescription', 'twitterImage'],
          ] as const
        ).map(([service, title, description, image]) => (
          <Stack key={service} gap="xs">
            <CountedInput
              name={`seo.${title}`}
              label={`${field(service)} – ${field('seoTitle')}`}
              max={seoRecommendedLengths[title]}
              disabled={readOnly}
            />
            <CountedInput
              name={`seo.${description}`}
              label={`${field(service)} – ${field('seoDescription')}`}
              max={seoRecommendedLengths[description]}
              multiline
              disabled={readOnly}
            />
            <ImageField name={`seo.${image}`} label={field('seoImage')} disabled={readOnly} />
          </Stack>
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
