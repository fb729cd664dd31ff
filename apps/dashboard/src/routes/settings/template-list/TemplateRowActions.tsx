import { ActionIcon, Box, Menu } from '@mantine/core';
import { IconCopy, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { gateAllows, type PermissionLevel, type Template } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { templateDesignerPath } from '../template-detail/paths';

export interface TemplateRowActionsProps {
  template: Template;
  permission: PermissionLevel | undefined;
  onDuplicate: (template: Template) => void;
  onDelete: (template: Template) => void;
}

/**
 * A row's actions (spec 2 §6: list actions need contributor): the designer, a copy, and delete
 * (admins). A parent site's template is only copied here.
 */
export function TemplateRowActions({ template, permission, onDuplicate, onDelete }: TemplateRowActionsProps) {
  const { t } = useTranslation();
  const own = !template.inherited;
  return (
    // Above the link that makes the whole row clickable.
    <Box pos="relative" style={{ zIndex: 2 }}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('templates.list.actionsOf', { name: template.name })}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {own && (
            <Menu.Item component={Link} to={templateDesignerPath(template._id)} leftSection={<IconPencil size={16} />}>
              {t('templates.list.editDesign')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => onDuplicate(template)}>
            {t('templates.list.duplicate')}
          </Menu.Item>
          {own && gateAllows('admin', permission) && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(template)}>
              {t('templates.list.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
