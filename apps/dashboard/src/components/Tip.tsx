/**
 * A short hint for a new user (issue 19, spec 3 §9): shown until dismissed, then never again in this
 * browser. Each tip remembers itself under its own key, so dismissing one leaves the others.
 */
import { Alert } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

const storageKey = (id: string) => `vev.tip.${id}`;

function isDismissed(id: string): boolean {
  try {
    return localStorage.getItem(storageKey(id)) === 'dismissed';
  } catch {
    // Storage refused (private mode, blocked cookies): the tip shows, and closing it hides it for now.
    return false;
  }
}

function rememberDismissed(id: string): void {
  try {
    localStorage.setItem(storageKey(id), 'dismissed');
  } catch {
    // As above: hidden until the next visit.
  }
}

export function Tip({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => isDismissed(id));
  if (dismissed) return null;
  const dismiss = () => {
    rememberDismissed(id);
    setDismissed(true);
  };
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconBulb size={18} />}
      title={t('tips.title')}
      withCloseButton
      closeButtonLabel={t('tips.hide')}
      onClose={dismiss}
      data-tip={id}
    >
      {children}
    </Alert>
  );
}
