import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/confirm';
import { logOutOnServer } from '../../hooks/api/users';
import { sessionStore } from './session-store';

/** 'Logg ut' with confirmation: ends the server session, forgets the local one; the guards go to /logg-inn. */
export function useLogOut(): () => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async () => {
    if (!(await confirmAction(t('session.confirmLogOut'), t('common.logOut')))) return;
    await logOutOnServer().catch(() => undefined);
    sessionStore.signOut();
    queryClient.clear();
  };
}
