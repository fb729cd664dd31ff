import { Alert } from '@mantine/core';
import { gateAllows, type Site } from '@vev/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { SettingsLoading, SettingsScreen } from '../settings-form/SettingsPage';

/**
 * The cookie screens are for admins, and only while the site has the cookie dialog switched on
 * (spec 2 §2); others get a notice and no call.
 */
export function CookieScreen({ title, children }: { title: string; children: (site: Site) => ReactNode }) {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const permission = usePermission();
  let body: ReactNode;
  if (!site || !permission) body = <SettingsLoading />;
  else if (!gateAllows('admin', permission)) body = <Alert color="gray">{t('settings.adminOnly')}</Alert>;
  else if (!site.cookieDialogEnabled) body = <Alert color="gray">{t('cookies.dialogOff')}</Alert>;
  else body = children(site);
  return <SettingsScreen title={title}>{body}</SettingsScreen>;
}
