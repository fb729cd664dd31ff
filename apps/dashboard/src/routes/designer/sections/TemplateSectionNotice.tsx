import { Alert, Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A template's section clicked on a page (spec 1 §8): it is changed in the template. */
export function TemplateSectionNotice(props: { templateId: string; templateName: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" icon={<IconLock size={18} />} withCloseButton onClose={props.onClose}>
      {t('designer.sections.inTemplate', { template: props.templateName })}
      <Group mt="sm">
        <Button size="xs" variant="white" component={Link} to={`/designer/maler/${props.templateId}`}>
          {t('designer.sections.openTemplate')}
        </Button>
      </Group>
    </Alert>
  );
}
