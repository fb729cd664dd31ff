import { ActionIcon, Anchor, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  baselineLabel,
  baselineVariant,
  type Experiment,
  type ExperimentVariantInput,
  experimentLimits,
  formatMoney,
  validationMessages,
} from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { variantDesignerPath } from '../paths';
import { VariantTemplates } from './VariantTemplates';

type Variant = ExperimentVariantInput & { stats?: Experiment['variants'][number]['stats'] };

const percent = new Intl.NumberFormat('nb-NO', { style: 'percent', maximumFractionDigits: 1 });

/** One variant: Standard by its label and never deletable; the others by name, each with its weight. */
export function VariantRow(props: {
  experiment: Experiment;
  variant: Variant;
  share: number;
  editable: boolean;
  showStats: boolean;
  onChange: (next: Variant | null) => void;
}) {
  const { t } = useTranslation();
  const { experiment, variant, editable, onChange } = props;
  const isBaseline = variant._id === baselineVariant;
  const label = isBaseline ? baselineLabel : variant.name;
  const remove = async () => {
    if (await confirmAction(t('experiments.variants.removeConfirm'), t('experiments.delete'), { danger: true }))
      onChange(null);
  };
  const stats = variant.stats;
  const templates = variant.data?.templates ?? [];
  return (
    <Table.Tr>
      <Table.Td>
        {isBaseline ? (
          <Text size="sm" fw={500}>
            {label}
          </Text>
        ) : (
          <TextInput
            aria-label={t('experiments.variants.name')}
            value={variant.name}
            onChange={(event) => onChange({ ...variant, name: event.currentTarget.value })}
            readOnly={!editable}
            error={variant.name.trim() ? undefined : validationMessages.required}
          />
        )}
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`${t('experiments.variants.weight')} ${label}`}
          value={variant.weight}
          min={0}
          max={experimentLimits.weight}
          allowDecimal={false}
          onChange={(value) => onChange({ ...variant, weight: typeof value === 'number' ? value : 0 })}
          readOnly={!editable}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{percent.format(props.share)}</Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          {experiment.reference && variant._id ? (
            <Anchor
              component={Link}
              to={variantDesignerPath(experiment.reference, experiment._id, variant._id)}
              size="sm"
            >
              {t('experiments.variants.design')}
            </Anchor>
          ) : (
            templates.length === 0 && (
              <Text size="sm" c="dimmed">
                –
              </Text>
            )
          )}
          <VariantTemplates templates={templates} />
        </Stack>
      </Table.Td>
      {props.showStats && (
        <>
          <Table.Td>{stats?.entries ?? 0}</Table.Td>
          <Table.Td>{stats?.goals ?? 0}</Table.Td>
          <Table.Td>{percent.format(stats?.successRate ?? 0)}</Table.Td>
          <Table.Td>{formatMoney(stats?.goalValue ?? 0)}</Table.Td>
          <Table.Td>
            {isBaseline ? (
              '–'
            ) : stats?.chanceToBeatBaseline == null ? (
              <Text size="sm" c="dimmed">
                {t('experiments.variants.stats.notEnoughData')}
              </Text>
            ) : (
              percent.format(stats.chanceToBeatBaseline)
            )}
          </Table.Td>
        </>
      )}
      <Table.Td>
        {!isBaseline && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('experiments.variants.remove', { name: label })}
            onClick={remove}
            disabled={!editable}
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
