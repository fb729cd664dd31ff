import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formEntriesPath, formPath } from './paths';

/** Generelt and Innsendelser (spec 3 §2); a new form has no submissions tab. */
export function FormTabs(props: { formId: string | null; current: 'general' | 'entries' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { formId } = props;
  if (formId === null) return null;
  return (
    <Tabs
      value={props.current}
      onChange={(tab) => navigate(tab === 'entries' ? formEntriesPath(formId) : formPath(formId))}
    >
      <Tabs.List>
        <Tabs.Tab value="general">{t('forms.tabs.general')}</Tabs.Tab>
        <Tabs.Tab value="entries">{t('forms.tabs.entries')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
