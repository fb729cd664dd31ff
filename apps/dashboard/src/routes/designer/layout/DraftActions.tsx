import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { useEditorShortcuts } from '../../../components/resource-editor/use-editor-shortcuts';

export interface DraftActionsProps {
  /** Unpublished changes exist: Publiser and Forkast endringer show (spec 1 §4). */
  modified: boolean;
  /** May publish and discard (contributors; admins for theme and global content). */
  canPublish: boolean;
  busy: 'publish' | 'discard' | null;
  onPublish: () => void;
  onDiscard: () => void;
  /** Without one, there is no revision log (nothing published yet to list). */
  onRevisions?: () => void;
}

/** The designer's publish / discard / revisions bar, with the confirmations and the p and u shortcuts. */
export function DraftActions(props: DraftActionsProps) {
  const { t } = useTranslation();
  const drafting = props.canPublish && props.modified;
  const publish = async () => {
    if (drafting && (await confirmAction(t('confirm.publish'), t('editor.actions.publish')))) props.onPublish();
  };
  const discard = async () => {
    if (drafting && (await confirmAction(t('confirm.discard'), t('editor.actions.discard')))) props.onDiscard();
  };
  useEditorShortcuts({ publish: () => void publish(), discard: () => void discard() });
  return (
    <>
      {props.onRevisions && (
        <Button variant="subtle" size="sm" onClick={props.onRevisions}>
          {t('editor.actions.revisions')}
        </Button>
      )}
      {drafting && (
        <>
          <Button variant="default" size="sm" loading={props.busy === 'discard'} onClick={discard}>
            {t('editor.actions.discard')}
          </Button>
          <Button color="teal" size="sm" loading={props.busy === 'publish'} onClick={publish}>
            {t('editor.actions.publish')}
          </Button>
        </>
      )}
    </>
  );
}
