import { Box, Flex, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Product } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { PreviewPanel } from '../../../../components/preview/PreviewPanel';
import { useSite } from '../../../../hooks/api/sites';
import { BundleSection } from '../sections/BundleSection';
import { CategoriesSection } from '../sections/CategoriesSection';
import { CostSection } from '../sections/CostSection';
import { GeneralSection } from '../sections/GeneralSection';
import { BookingSection, OtherSection } from '../sections/OtherSection';
import { PriceSection } from '../sections/PriceSection';
import { PropsSection } from '../sections/PropsSection';
import { StockSection } from '../sections/StockSection';
import { TemplatesSection } from '../sections/TemplatesSection';

/** The storefront preview follows the saved draft, at most once a second (spec 3 §9: 1000 ms). */
const previewDebounceMs = 1000;

/** Generelt (spec 3 §2): the sections of the product's own fields beside its storefront preview. */
export function GeneralTab(props: { product: Product; readOnly: boolean; revisionId: string | null }) {
  const { product, readOnly } = props;
  const { t } = useTranslation();
  const { data: site } = useSite();
  const [version] = useDebouncedValue(product.version, previewDebounceMs);
  return (
    <Flex gap="lg" direction={{ base: 'column', lg: 'row' }} align="flex-start">
      <Stack gap="lg" maw={760} w="100%">
        <GeneralSection product={product} readOnly={readOnly} />
        <CategoriesSection readOnly={readOnly} />
        <PropsSection readOnly={readOnly} />
        <BundleSection productId={product._id} readOnly={readOnly} />
        <PriceSection readOnly={readOnly} />
        <StockSection product={product} readOnly={readOnly} />
        <CostSection readOnly={readOnly} />
        <TemplatesSection readOnly={readOnly} />
        <OtherSection readOnly={readOnly} />
        {site?.bookingEnabled && <BookingSection readOnly={readOnly} />}
      </Stack>
      <Box w={{ base: '100%', lg: 480 }} style={{ position: 'sticky', top: 80, flexShrink: 0 }}>
        <PreviewPanel
          title={product.name}
          path={product.path}
          version={version}
          revisionId={props.revisionId}
          hint={t('shop.products.sections.preview')}
          edit={null}
        />
      </Box>
    </Flex>
  );
}
