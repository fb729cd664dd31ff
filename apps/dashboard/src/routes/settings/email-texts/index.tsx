import { SimpleGrid } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../hooks/api/sites';
import { NotFoundScreen } from '../../fallback';
import { SettingsScreen } from '../settings-form/SettingsPage';
import { LinkCard } from '../settings-overview/LinkCard';

/** /innstillinger/epost-tekster: one card, Ordrekvittering (spec 2 §2 'Email texts'); only for a site with a shop. */
export function EmailTextsScreen() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  if (site && !site.hasEcommerce) return <NotFoundScreen />;
  return (
    <SettingsScreen title={t('email.texts.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <LinkCard
          id="email-text-order-receipt"
          to="/innstillinger/epost-tekster/ordrekvittering"
          icon={IconReceipt}
          title={t('email.texts.orderReceipt')}
          text={t('email.texts.orderReceiptText')}
        />
      </SimpleGrid>
    </SettingsScreen>
  );
}

export { EmailTextsScreen as Component };
