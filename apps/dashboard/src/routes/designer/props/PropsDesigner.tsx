/**
 * Design mode for a settings document edited as one form (spec 2 §2 'Theme settings and global
 * content'): the form on the left saves the draft, the preview shows the front page with it (and with
 * what is typed before it is saved), and the bar publishes or discards it. An old version (`?revision=`) is shown read-only from its snapshot.
 */
import { Alert, Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { PropDefinition, SectionProps } from '@vev/sections';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ZodType } from 'zod';
import { ApiError } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PreviewPane } from '../../../components/preview/PreviewPane';
import { usePreviewMode } from '../../../components/preview/preview-mode';
import { usePreviewFrame } from '../../../components/preview/use-preview-frame';
import { RevisionBanner } from '../../../components/resource-editor/RevisionBanner';
import { RevisionDiffModal } from '../../../components/resource-editor/RevisionDiffModal';
import { RevisionLogModal } from '../../../components/resource-editor/RevisionLogModal';
import { useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
import { useRevision } from '../../../hooks/api/revisions';
import { DesignerForm } from '../layout/DesignerForm';
import { DesignerLayout } from '../layout/DesignerLayout';
import { DesignerTopBar } from '../layout/DesignerTopBar';
import { DraftActions } from '../layout/DraftActions';
import { useDesignerExits } from '../layout/use-designer-exits';
import { sectionPathLabel } from '../sections/section-path-label';

/** A stored document as a form value; anything else is an empty one. */
export const asFormValue = (value: unknown): SectionProps =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as SectionProps) : {};

export interface PropsSource {
  title: string;
  /** Which site document this is, for the live preview's draft. */
  draftKind: 'theme' | 'global';
  kind: string;
  fields: readonly PropDefinition[];
  schema: ZodType;
  /** The draft, else the published document. */
  value: SectionProps;
  modified: boolean;
  /** Only admins change theme and global content. */
  canEdit: boolean;
  revisions: { type: string; reference: string };
  closeTo: string;
  /** The snapshot of a revision as the form's value (a theme's snapshot holds more than the form). */
  fromSnapshot: (snapshot: unknown) => SectionProps;
  save: (values: SectionProps) => Promise<void>;
  publish: () => Promise<void>;
  discard: () => Promise<void>;
  rollback: (revision: string) => Promise<void>;
}

/** A refused call says why; an ended session is handled by the API client. */
function failed(error: unknown) {
  if (error instanceof ApiError) {
    if (!error.endsSession) notifyError(error.message);
  } else notifyError(String(error));
}

export function PropsDesigner({ source }: { source: PropsSource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const revisionId = search.get('revision');
  const revision = useRevision(revisionId);
  const [mode, setMode] = usePreviewMode();
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const [diffOf, setDiffOf] = useState<string | null>(null);
  const [busy, setBusy] = useState<'publish' | 'discard' | null>(null);
  // The form starts again from the server's document after publish, discard or rollback.
  const [generation, setGeneration] = useState(0);
  const exits = useDesignerExits(source.closeTo, true);
  const [formDirty, setFormDirty] = useState(false);
  useLeaveGuard(formDirty, pathname);
  const frame = usePreviewFrame({ path: '/', query: { revision: revisionId }, showControls: false });
  useHotkeys([['mod+shift+ArrowLeft', exits.back]]);
  const { showDraft } = frame;
  const showDocumentDraft = useCallback(
    (document: SectionProps) => showDraft({ kind: source.draftKind, document }),
    [source.draftKind, showDraft],
  );

  const readOnly = !source.canEdit || revisionId !== null;
  const run = async (what: 'publish' | 'discard', action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
      setGeneration((current) => current + 1);
      frame.dropDraft();
      frame.reload();
      notifySuccess(t(what === 'publish' ? 'toasts.published' : 'toasts.done'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const value = revisionId ? (revision.data ? source.fromSnapshot(revision.data.snapshot) : null) : source.value;
  const panel = (
    <Stack gap="md" p="md">
      {revisionId ? (
        <RevisionBanner
          revisionId={revisionId}
          currentPath={pathname}
          onShowDiff={() => setDiffOf(revisionId)}
          onRevert={() =>
            void source.rollback(revisionId).then(() => {
              setGeneration((current) => current + 1);
              frame.dropDraft();
              navigate({ pathname, search: '' }, { replace: true });
            }, failed)
          }
        />
      ) : (
        !source.canEdit && (
          <Alert color="gray" variant="light">
            {t('designer.readOnly.adminOnly')}
          </Alert>
        )
      )}
      {value && (
        <DesignerForm
          key={`${generation}-${revisionId ?? ''}`}
          fields={source.fields}
          schema={source.schema}
          value={value}
          readOnly={readOnly}
          onDirtyChange={setFormDirty}
          onDraft={showDocumentDraft}
          onSave={async (values) => {
            frame.dropDraft();
            try {
              await source.save(values);
            } catch (error) {
              failed(error);
              return false;
            }
            frame.reload();
            notifySuccess(t('toasts.saved'));
            return true;
          }}
        />
      )}
    </Stack>
  );

  return (
    <>
      <DesignerLayout
        top={
          <DesignerTopBar
            title={source.title}
            kind={source.kind}
            modified={source.modified && !revisionId}
            mode={mode}
            onModeChange={setMode}
            onClose={exits.close}
            actions={
              <DraftActions
                modified={source.modified}
                canPublish={source.canEdit && !revisionId}
                busy={busy}
                onPublish={() => void run('publish', source.publish)}
                onDiscard={() => void run('discard', source.discard)}
                onRevisions={() => setRevisionsOpen(true)}
              />
            }
          />
        }
        panel={mode === 'full' ? null : panel}
        preview={<PreviewPane frame={frame} mode={mode} title={source.title} fill />}
      />
      <RevisionLogModal
        opened={revisionsOpen}
        onClose={() => setRevisionsOpen(false)}
        type={source.revisions.type}
        reference={source.revisions.reference}
        onOpen={(id) => {
          setRevisionsOpen(false);
          navigate({ search: `?revision=${id}` });
        }}
      />
      <RevisionDiffModal revisionId={diffOf} onClose={() => setDiffOf(null)} labelFor={sectionPathLabel} />
    </>
  );
}
