/**
 * Who may change what a designer shows, and the notice above its sections: an old version being
 * viewed (with its diff and, for admins, going back to it), an experiment's variant, or why it is
 * read-only. One place for the page, template and component designers.
 */
import { Alert } from '@mantine/core';
import { gateAllows, type PermissionLevel } from '@vev/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../components/notify';
import { RevisionBanner } from '../../../components/resource-editor/RevisionBanner';
import { RevisionDiffModal } from '../../../components/resource-editor/RevisionDiffModal';

export interface DesignerAccessInput {
  permission: PermissionLevel;
  /** Content of the site a department belongs to: read-only here. */
  inherited: boolean;
  /** Publishes an old version again (admins). */
  rollback: (revision: string) => Promise<unknown>;
  /** A note that applies while editing (an experiment's variant). */
  note?: ReactNode;
  /** A changed field of a revision in words, for its diff. */
  labelFor: (path: string[]) => string;
}

export function useDesignerAccess(input: DesignerAccessInput) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revision = useSearchParams()[0].get('revision');
  const [diffOf, setDiffOf] = useState<string | null>(null);
  const canEdit = gateAllows('contributor', input.permission);
  const readOnlyNote = input.inherited
    ? t('designer.readOnly.inherited')
    : !canEdit
      ? t('designer.readOnly.reader')
      : null;
  const revert = async (id: string) => {
    try {
      await input.rollback(id);
    } catch (error) {
      if (error instanceof ApiError && !error.endsSession) notifyError(error.message);
      return;
    }
    notifySuccess(t('toasts.restored'));
    navigate({ pathname, search: '' }, { replace: true });
  };

  const banner = revision ? (
    <RevisionBanner
      revisionId={revision}
      currentPath={pathname}
      onShowDiff={() => setDiffOf(revision)}
      onRevert={() => void revert(revision)}
    />
  ) : readOnlyNote ? (
    <Alert color="gray" variant="light">
      {readOnlyNote}
    </Alert>
  ) : (
    (input.note ?? null)
  );

  return {
    revision,
    canEdit,
    readOnly: !canEdit || revision !== null || input.inherited,
    banner,
    diffModal: <RevisionDiffModal revisionId={diffOf} onClose={() => setDiffOf(null)} labelFor={input.labelFor} />,
  };
}
