import { Menu } from '@mantine/core';
import {
  IconBook,
  IconCopy,
  IconExternalLink,
  IconLink,
  IconListDetails,
  IconPlayerPlay,
  IconTemplate,
} from '@tabler/icons-react';
import { type Page, siteAddress } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlatformConfig } from '../../../hooks/api/config';
import { useSite } from '../../../hooks/api/sites';
import { editorPath, type PageKindConfig } from '../page-kinds';

/** The 'Mer' menu (spec 1 §2): template, public page, catalogues, references, status, field copy. */
export function PageEditorMenu(props: {
  page: Page;
  kind: PageKindConfig;
  templateKnown: boolean;
  editable: boolean;
  on: { references: () => void; status: () => void; copyFields: () => void; pasteFields: () => void };
}) {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const { data: config } = usePlatformConfig();
  const { page } = props;
  const publicUrl =
    site && config
      ? `${config.platformDomain.startsWith('localhost') ? 'http' : 'https'}://${siteAddress(site, config.platformDomain)}${page.path}`
      : null;
  return (
    <>
      {props.templateKnown && page.template && (
        <Menu.Item
          component={Link}
          to={`/innstillinger/maler/liste/${page.template.ref}`}
          leftSection={<IconTemplate size={16} />}
        >
          {t('editor.goToTemplate')}
        </Menu.Item>
      )}
      {!page.isProductPage && publicUrl && (
        <Menu.Item
          component="a"
          href={publicUrl}
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={16} />}
        >
          {t('editor.viewPage')}
        </Menu.Item>
      )}
      {(site?.b2bEnabled || site?.departmentsEnabled) && (
        <Menu.Item
          component={Link}
          to={editorPath(props.kind.segment, page._id, 'kataloger')}
          leftSection={<IconBook size={16} />}
        >
          {t('editor.tabs.catalogs')}
        </Menu.Item>
      )}
      <Menu.Item onClick={props.on.references} leftSection={<IconLink size={16} />}>
        {t('editor.references')}
      </Menu.Item>
      {props.editable && (
        <Menu.Item onClick={props.on.status} leftSection={<IconPlayerPlay size={16} />}>
          {t('editor.actions.changeStatus')}
        </Menu.Item>
      )}
      <Menu.Divider />
      <Menu.Item onClick={props.on.copyFields} leftSection={<IconCopy size={16} />}>
        {t('editor.copyFields')}
      </Menu.Item>
      {props.editable && (
        <Menu.Item onClick={props.on.pasteFields} leftSection={<IconListDetails size={16} />}>
          {t('editor.pasteFields')}
        </Menu.Item>
      )}
    </>
  );
}
