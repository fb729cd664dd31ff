import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../components/notify';
import { templateHooks } from '../../../hooks/api/templates';
import { templatePath } from './paths';

/** 'Dupliser': the copy ('{name} (kopi)') is made, said so, and opened. A failure has the global toast. */
export function useDuplicateTemplate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = templateHooks.useClone();
  return useCallback(
    (id: string) =>
      mutate(id, {
        onSuccess: (copy) => {
          notifySuccess(t('toasts.done'));
          navigate(templatePath(copy._id));
        },
      }),
    [mutate, t, navigate],
  );
}
