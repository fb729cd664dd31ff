import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { experimentPath, experimentVariantsPath } from './paths';

/** Generelt and Varianter (spec 3 §2); a new experiment has no variants tab. */
export function ExperimentTabs(props: { experimentId: string | null; current: 'general' | 'variants' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { experimentId } = props;
  if (experimentId === null) return null;
  return (
    <Tabs
      value={props.current}
      onChange={(tab) =>
        navigate(tab === 'variants' ? experimentVariantsPath(experimentId) : experimentPath(experimentId))
      }
    >
      <Tabs.List>
        <Tabs.Tab value="general">{t('experiments.tabs.general')}</Tabs.Tab>
        <Tabs.Tab value="variants">{t('experiments.tabs.variants')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
