import { Button, Group, Input, Modal, SegmentedControl, Stack, Switch, TextInput } from '@mantine/core';
import type { Link } from '@vev/sections';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionFormContext } from '../context';
import { ReferenceSelect } from '../reference/ReferenceSelect';
import { cleanLink, emptyLink, linkErrors } from './link-value';

export interface LinkEditorModalProps {
  opened: boolean;
  /** The field's label, as the modal's title. */
  title: string;
  link: Link | null;
  onClose(): void;
  /** The edited link, or null when it was removed ('Fjern lenke'). */
  onApply(link: Link | null): void;
}

/** The link editor (spec 1 §2 'Modals'): where the link goes, its text, its accessible name and its tab. */
export function LinkEditorModal(props: LinkEditorModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size="32rem"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.opened && <LinkEditorForm {...props} />}
    </Modal>
  );
}

function LinkEditorForm({ link, onClose, onApply }: LinkEditorModalProps) {
  const { t } = useTranslation();
  const { searches } = useSectionFormContext();
  // Products can be linked to only where the screen can search them; a stored type is always offered.
  const types = (['page', 'product', 'custom'] as const).filter(
    (type) =>
      type === 'custom' || type === link?.type || (type === 'page' ? searches.anyPage : searches.product) !== undefined,
  );
  const [draft, setDraft] = useState<Link>(() => link ?? emptyLink(types[0] ?? 'custom'));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = (changes: Partial<Link>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    // Once the user has tried to apply, the messages follow the changes.
    if (Object.keys(errors).length > 0) setErrors(linkErrors(cleanLink(next)));
  };
  const apply = () => {
    const cleaned = cleanLink(draft);
    const found = linkErrors(cleaned);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onApply(cleaned);
    onClose();
  };

  return (
    <Stack>
      {types.length > 1 && (
        <Input.Wrapper label={t('sectionForm.link.type')} labelElement="div">
          <SegmentedControl
            fullWidth
            mt={4}
            aria-label={t('sectionForm.link.type')}
            data={types.map((type) => ({ value: type, label: t(`sectionForm.link.types.${type}`) }))}
            value={draft.type}
            onChange={(type) => change({ type: type as Link['type'] })}
          />
        </Input.Wrapper>
      )}
      {draft.type === 'page' && (
        <ReferenceSelect
          target="anyPage"
          label={t('sectionForm.link.page')}
          withAsterisk
          value={draft.page}
          onChange={(page) => change({ page })}
          error={errors.page}
        />
      )}
      {draft.type === 'product' && (
        <ReferenceSelect
          target="product"
          label={t('sectionForm.link.product')}
          withAsterisk
          value={draft.product}
          onChange={(product) => change({ product })}
          error={errors.product}
        />
      )}
      {draft.type === 'custom' && (
        <TextInput
          label={t('sectionForm.link.url')}
          description={t('sectionForm.link.urlDescription')}
          withAsterisk
          value={draft.url}
          onChange={(event) => change({ url: event.currentTarget.value })}
          error={errors.url}
          maxLength={2000}
          data-autofocus
        />
      )}
      <TextInput
        label={t('sectionForm.link.label')}
        description={t('sectionForm.link.labelDescription')}
        value={draft.label}
        onChange={(event) => change({ label: event.currentTarget.value })}
        error={errors.label}
        maxLength={200}
      />
      <TextInput
        label={t('sectionForm.link.ariaLabel')}
        description={t('sectionForm.link.ariaLabelDescription')}
        value={draft.ariaLabel}
        onChange={(event) => change({ ariaLabel: event.currentTarget.value })}
        error={errors.ariaLabel}
        maxLength={300}
      />
      <Switch
        label={t('sectionForm.link.openInNewTab')}
        checked={draft.openInNewTab}
        onChange={(event) => change({ openInNewTab: event.currentTarget.checked })}
      />
      <Group justify="space-between" mt="sm">
        {link ? (
          <Button
            variant="subtle"
            color="red"
            onClick={() => {
              onApply(null);
              onClose();
            }}
          >
            {t('sectionForm.link.remove')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={apply}>{t('sectionForm.apply')}</Button>
        </Group>
      </Group>
    </Stack>
  );
}
