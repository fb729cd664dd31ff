/** /designer/temainnstillinger: the theme, its colours and fonts (admins), previewed on the front page. */
import { themeConfigSchema, themeSettingsProps } from '@vev/sections';
import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useSiteDesignerWrites } from '../../../hooks/api/site-designer';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { DesignerStatus } from '../layout/DesignerStatus';
import { asFormValue, PropsDesigner } from '../props/PropsDesigner';

export function ThemeDesigner() {
  const { t } = useTranslation();
  const site = useSite();
  const permission = usePermission();
  const writes = useSiteDesignerWrites('theme');
  if (!site.data || !permission) return <DesignerStatus error={site.error} closeTo="/innstillinger" />;
  const { theme } = site.data;
  return (
    <PropsDesigner
      source={{
        title: t('designer.kinds.theme'),
        kind: site.data.displayName,
        draftKind: 'theme',
        fields: themeSettingsProps,
        schema: themeConfigSchema,
        value: theme.configDraft ?? theme.config ?? { name: theme.name },
        modified: theme.configDraft !== null,
        canEdit: gateAllows('admin', permission),
        revisions: writes.revisions,
        closeTo: '/innstillinger',
        fromSnapshot: asFormValue,
        save: writes.saveDraft,
        publish: writes.publish,
        discard: writes.discard,
        rollback: writes.rollback,
      }}
    />
  );
}
