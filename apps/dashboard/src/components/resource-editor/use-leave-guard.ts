import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { i18n } from '../../i18n';
import { confirmAction } from '../confirm';

/** 'Forlat siden' or 'Bli her': the leave-page question, with buttons that say what they do. */
export function confirmLeavePage(): Promise<boolean> {
  return confirmAction(i18n.t('leavePage'), i18n.t('leavePageButtons.leave'), {
    cancelLabel: i18n.t('leavePageButtons.stay'),
  });
}

/**
 * Asks before leaving with unsaved changes or a save in progress (spec 1 §8 'Leave-page warning'),
 * except when staying within the same entity (another tab of the same editor).
 */
export function useLeaveGuard(unsaved: boolean, entityPath: string): void {
  const blocker = useBlocker(
    ({ nextLocation }) =>
      unsaved && nextLocation.pathname !== entityPath && !nextLocation.pathname.startsWith(`${entityPath}/`),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmLeavePage().then((leave) => {
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
