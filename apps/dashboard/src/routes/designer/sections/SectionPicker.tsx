import { Modal, SimpleGrid, Stack, Tabs, Text, TextInput, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconPuzzle, IconSearch, IconTemplate } from '@tabler/icons-react';
import { listSectionDefinitions } from '@vev/sections';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SectionPicker.module.css';
import { sectionIcon } from './section-icons';

/** A reusable component that can be placed (spec 3 'Components'). */
export interface PlaceableComponent {
  _id: string;
  name: string;
  component: string;
}

export type PickedSection =
  | { component: string; componentRef?: { ref: string } }
  | { component: 'template'; template: { ref: string } };

/** A sub-template a whole template can place. */
export interface PlaceableTemplate {
  _id: string;
  name: string;
}

export interface SectionPickerProps {
  opened: boolean;
  onClose: () => void;
  hasEcommerce: boolean;
  /** Reusable components to place; without them, only section types are offered. */
  components?: PlaceableComponent[];
  /** Sub-templates to place (a whole template's designer only). */
  partials?: PlaceableTemplate[];
  onPick: (picked: PickedSection) => void;
}

function Choice(props: { icon: string | undefined; title: string; text: string; onClick: () => void }) {
  const Icon =
    props.icon === 'component' ? IconPuzzle : props.icon === 'partial' ? IconTemplate : sectionIcon(props.icon);
  return (
    <UnstyledButton className={classes.choice} onClick={props.onClick}>
      <Stack gap={6}>
        <ThemeIcon variant="light" size="lg" radius="md">
          <Icon size={20} stroke={1.6} />
        </ThemeIcon>
        <Text fw={600} size="sm">
          {props.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {props.text}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** 'Legg til seksjon': the section types (searchable) and the site's reusable components. */
export function SectionPicker(props: SectionPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const definitions = listSectionDefinitions({ usableIn: 'section', hasEcommerce: props.hasEcommerce, text });
  const needle = text.trim().toLocaleLowerCase('nb');
  const matches = (item: { name: string }) => item.name.toLocaleLowerCase('nb').includes(needle);
  const components = (props.components ?? []).filter(matches);
  const partials = (props.partials ?? []).filter(matches);
  const pick = (picked: PickedSection) => {
    props.onPick(picked);
    setText('');
  };
  const empty = (text: string) => (
    <Text c="dimmed" ta="center" py="xl">
      {text}
    </Text>
  );
  const none = empty(t('designer.picker.none'));
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('designer.picker.title')} size="52rem">
      <Stack>
        <TextInput
          data-autofocus
          leftSection={<IconSearch size={16} />}
          placeholder={t('designer.picker.search')}
          aria-label={t('designer.picker.search')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Tabs defaultValue="sections">
          <Tabs.List>
            <Tabs.Tab value="sections">{t('designer.picker.sections')}</Tabs.Tab>
            {props.components && <Tabs.Tab value="components">{t('designer.picker.components')}</Tabs.Tab>}
            {props.partials && <Tabs.Tab value="partials">{t('designer.picker.partials')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="sections" pt="md">
            {definitions.length === 0 ? (
              none
            ) : (
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                {definitions.map((definition) => (
                  <Choice
                    key={definition.name}
                    icon={definition.icon}
                    title={definition.label}
                    text={definition.description}
                    onClick={() => pick({ component: definition.name })}
                  />
                ))}
              </SimpleGrid>
            )}
          </Tabs.Panel>
          {props.components && (
            <Tabs.Panel value="components" pt="md">
              {components.length === 0 ? (
                none
              ) : (
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                  {components.map((item) => (
                    <Choice
                      key={item._id}
                      icon="component"
                      title={item.name}
                      text={t('designer.picker.componentOf', {
                        type: listSectionDefinitions().find((d) => d.name === item.component)?.label ?? item.component,
                      })}
                      onClick={() => pick({ component: item.component, componentRef: { ref: item._id } })}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
          )}
          {props.partials && (
            <Tabs.Panel value="partials" pt="md">
              {partials.length === 0 ? (
                (props.partials ?? []).length === 0 ? (
                  empty(t('designer.picker.noPartials'))
                ) : (
                  none
                )
              ) : (
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                  {partials.map((item) => (
                    <Choice
                      key={item._id}
                      icon="partial"
                      title={item.name}
                      text={t('designer.picker.partialText')}
                      onClick={() => pick({ component: 'template', template: { ref: item._id } })}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
    </Modal>
  );
}
