/** /designer/globalt: the site's global content (admins), previewed on the front page. */
import { globalContentProps, globalContentSchema } from '@vev/sections';
import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useSiteDesignerWrites } from '../../../hooks/api/site-designer';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { DesignerStatus } from '../layout/DesignerStatus';
import { asFormValue, PropsDesigner } from '../props/PropsDesigner';

export function GlobalDesigner() {
  const { t } = useTranslation();
  const site = useSite();
  const permission = usePermission();
  const writes = useSiteDesignerWrites('global-props');
  if (!site.data || !permission) return <DesignerStatus error={site.error} closeTo="/innhold" />;
  return (
    <PropsDesigner
      source={{
        title: t('designer.kinds.global'),
        kind: site.data.displayName,
        draftKind: 'global',
        fields: globalContentProps,
        schema: globalContentSchema,
        value: site.data.globalPropsDraft ?? site.data.globalProps,
        modified: site.data.globalPropsDraft !== null,
        canEdit: gateAllows('admin', permission),
        revisions: writes.revisions,
        closeTo: '/innhold',
        fromSnapshot: asFormValue,
        save: writes.saveDraft,
        publish: writes.publish,
        discard: writes.discard,
        rollback: writes.rollback,
      }}
    />
  );
}
