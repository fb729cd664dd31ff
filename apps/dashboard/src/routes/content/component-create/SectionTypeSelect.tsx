import { Group, Select, type SelectProps, Stack, Text, ThemeIcon } from '@mantine/core';
import { listSectionDefinitions, type SectionDefinition } from '@vev/sections';
import { type Ref, useMemo } from 'react';
import { sectionIcon } from '../../designer/sections/section-icons';

/** The section types a component can be made of (spec 3 §3: not rich-content types), shop types only in a shop. */
export function SectionTypeSelect({
  hasEcommerce,
  ref,
  ...props
}: SelectProps & { hasEcommerce: boolean; ref?: Ref<HTMLInputElement> }) {
  const definitions = useMemo(
    () => new Map(listSectionDefinitions({ usableIn: 'section', hasEcommerce }).map((d) => [d.name, d])),
    [hasEcommerce],
  );
  const data = useMemo(
    () => [...definitions.values()].map((definition) => ({ value: definition.name, label: definition.label })),
    [definitions],
  );
  return (
    <Select
      ref={ref}
      {...props}
      data={data}
      searchable
      maxDropdownHeight={320}
      renderOption={({ option }) => {
        const definition = definitions.get(option.value);
        return definition ? <TypeOption definition={definition} /> : option.label;
      }}
    />
  );
}

function TypeOption({ definition }: { definition: SectionDefinition }) {
  const Icon = sectionIcon(definition.icon);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="md" radius="md">
        <Icon size={16} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {definition.label}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {definition.description}
        </Text>
      </Stack>
    </Group>
  );
}
