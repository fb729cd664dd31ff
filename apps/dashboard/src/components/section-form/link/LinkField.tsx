import { Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconLink } from '@tabler/icons-react';
import type { Link } from '@vev/sections';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstMessage } from '../field-errors';
import { useChosenOption } from '../reference/use-chosen-option';
import type { DefinitionOf, FieldProps } from '../types';
import { LinkEditorModal } from './LinkEditorModal';
import { linkTarget } from './link-value';

/** What the link goes to, as the user knows it: the page's or product's name and where it is, or the address. */
function useTarget(link: Link | null): { name: string; where: string } {
  const page = useChosenOption('anyPage', link?.type === 'page' ? link.page : null);
  const product = useChosenOption('product', link?.type === 'product' ? link.product : null);
  const chosen = link?.type === 'page' ? page.data : link?.type === 'product' ? product.data : undefined;
  if (link?.type === 'custom') return { name: link.url, where: link.url };
  return { name: chosen?.label ?? '', where: chosen?.description ?? chosen?.label ?? '' };
}

/** A link in brief (its text and where it goes, or 'Mangler lenke'); the link editor changes it. */
export function LinkField(props: FieldProps<Link | null, DefinitionOf<'link'>>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const link = props.value;
  const target = useTarget(link);
  const hasTarget = link !== null && linkTarget(link) !== '';
  return (
    <Input.Wrapper
      label={props.label}
      description={props.definition.description}
      withAsterisk={props.definition.required === true}
      error={firstMessage(props.errors)}
      labelElement="div"
      role="group"
      aria-label={props.label}
    >
      <Paper withBorder p="xs" mt={4}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconLink size={18} style={{ flexShrink: 0 }} aria-hidden />
            {hasTarget ? (
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" truncate>
                  {link.label || target.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" c="dimmed" truncate>
                    {target.where}
                  </Text>
                  {link.openInNewTab && (
                    <IconExternalLink size={14} aria-label={t('sectionForm.link.newTab')} color="gray" />
                  )}
                </Group>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('sectionForm.link.missing')}
              </Text>
            )}
          </Group>
          <Button size="xs" variant="default" onClick={() => setEditing(true)} disabled={props.disabled}>
            {link ? t('sectionForm.link.edit') : t('sectionForm.link.add')}
          </Button>
        </Group>
      </Paper>
      <LinkEditorModal
        opened={editing}
        title={props.label}
        link={link}
        onClose={() => setEditing(false)}
        onApply={props.onChange}
      />
    </Input.Wrapper>
  );
}
