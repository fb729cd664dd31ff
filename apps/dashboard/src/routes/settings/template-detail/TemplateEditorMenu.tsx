import { Menu } from '@mantine/core';
import { IconCopy, IconLink, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { templateDesignerPath } from './paths';

/** The 'Mer' menu: the designer, a copy (contributors), and who uses the template. */
export function TemplateEditorMenu(props: {
  templateId: string;
  canDesign: boolean;
  canDuplicate: boolean;
  on: { duplicate: () => void; references: () => void };
}) {
  const { t } = useTranslation();
  return (
    <>
      {props.canDesign && (
        <Menu.Item component={Link} to={templateDesignerPath(props.templateId)} leftSection={<IconPencil size={16} />}>
          {t('templates.editor.editDesign')}
        </Menu.Item>
      )}
      {props.canDuplicate && (
        <Menu.Item onClick={props.on.duplicate} leftSection={<IconCopy size={16} />}>
          {t('templates.editor.duplicate')}
        </Menu.Item>
      )}
      <Menu.Item onClick={props.on.references} leftSection={<IconLink size={16} />}>
        {t('editor.references')}
      </Menu.Item>
    </>
  );
}
