/**
 * Design mode for anything made of sections (spec 1 §2 'Design mode', §4 'Sections'): the list to
 * add, reorder, duplicate, copy, paste and delete sections, each section's form, and the live preview:
 * it shows what is typed in the form at once (not saved), and reloads after every save, scrolled to the
 * section that changed.
 */
import { Button, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { SectionProps } from '@vev/sections';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PreviewPane } from '../../../components/preview/PreviewPane';
import { usePreviewMode } from '../../../components/preview/preview-mode';
import { usePreviewFrame } from '../../../components/preview/use-preview-frame';
import { RevisionLogModal } from '../../../components/resource-editor/RevisionLogModal';
import { confirmLeavePage, useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
import { DesignerLayout } from '../layout/DesignerLayout';
import { DesignerTopBar } from '../layout/DesignerTopBar';
import { DraftActions } from '../layout/DraftActions';
import { useDesignerExits } from '../layout/use-designer-exits';
import { SectionEditorPanel } from './SectionEditorPanel';
import { SectionList } from './SectionList';
import { type PickedSection, type PlaceableComponent, type PlaceableTemplate, SectionPicker } from './SectionPicker';
import { SectionPropsForm } from './SectionPropsForm';
import type { SectionsSource } from './sections-source';
import { TemplateSectionNotice } from './TemplateSectionNotice';
import { useSectionsDesigner } from './use-sections-designer';

export interface SectionsDesignerProps {
  source: SectionsSource;
  /** Reusable components the picker offers, and their names for the list. */
  components: PlaceableComponent[];
  /** Sub-templates a whole template's picker offers, and their names for the list. */
  partials?: PlaceableTemplate[];
  /** Above the list: a revision being viewed, a read-only note … */
  banner?: ReactNode;
}

export function SectionsDesigner({ source, components, partials, banner }: SectionsDesignerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [mode, setMode] = usePreviewMode();
  const [picking, setPicking] = useState(false);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const [lockedNotice, setLockedNotice] = useState(false);
  const exits = useDesignerExits(source.closeTo, source.closeGoesBack);

  const frame = usePreviewFrame({
    path: source.preview.path,
    query: source.preview,
    showControls: true,
    onOpenComponent: (message) => {
      if (message.template && source.template && message.template === source.template.id && !source.areas) {
        setLockedNotice(true);
        return;
      }
      if (designer.document.sections.some((section) => section.name === message.component))
        void open(message.component);
    },
  });
  const designer = useSectionsDesigner(source, { saved: (scrollTo) => frame.reload(scrollTo) });
  const editable = !source.readOnly;
  const placedNames = new Map([...components, ...(partials ?? [])].map((item) => [item._id, item.name]));
  const selected = designer.document.sections.find((section) => section.name === designer.selected) ?? null;

  useHotkeys([
    ['c', () => selected && designer.copy(selected.name)],
    ['v', () => editable && void designer.paste()],
    ['mod+shift+ArrowLeft', exits.back],
  ]);

  // Unsaved changes in the open section's form are not left behind without asking (spec 1 §8).
  const [formDirty, setFormDirty] = useState(false);
  useLeaveGuard(formDirty, location.pathname);
  const leaveForm = async () => !formDirty || (await confirmLeavePage());
  const select = async (name: string | null) => {
    if (name === designer.selected || !(await leaveForm())) return false;
    setFormDirty(false);
    // Changes left unsaved leave the preview too: it shows the saved state again.
    if (frame.dropDraft()) frame.reload(name ?? undefined);
    designer.select(name);
    return true;
  };
  const { showDraft } = frame;
  const showSectionDraft = useCallback(
    (props: SectionProps) => {
      if (designer.selected) showDraft({ kind: 'section', name: designer.selected, props });
    },
    [designer.selected, showDraft],
  );
  const open = async (name: string) => {
    setLockedNotice(false);
    if (await select(name)) frame.scrollTo(name);
  };

  const panel = (
    <Stack gap="md" p="md">
      {banner}
      {lockedNotice && source.template && (
        <TemplateSectionNotice
          templateId={source.template.id}
          templateName={source.template.name}
          onClose={() => setLockedNotice(false)}
        />
      )}
      {selected ? (
        <SectionEditorPanel
          instance={selected}
          placedNames={placedNames}
          onBack={source.fixed ? undefined : () => void select(null)}
        >
          <SectionPropsForm
            key={selected.name}
            instance={selected}
            readOnly={source.readOnly}
            onSave={(props) => {
              frame.dropDraft();
              return designer.saveProps(selected.name, props);
            }}
            onDirtyChange={setFormDirty}
            onDraft={showSectionDraft}
          />
        </SectionEditorPanel>
      ) : (
        <>
          <SectionList
            sections={designer.document.sections}
            areas={source.areas}
            template={source.template}
            selected={designer.selected}
            readOnly={source.readOnly}
            fixed={source.fixed}
            placedNames={placedNames}
            on={{
              open: (name) => void open(name),
              openLocked: () => setLockedNotice(true),
              move: (name, toIndex, area) => void designer.move(name, toIndex, area),
              duplicate: (name) => void designer.duplicate(name),
              copy: designer.copy,
              remove: (name) => void designer.remove(name),
            }}
          />
          {editable && !source.fixed && (
            <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setPicking(true)}>
              {t('designer.sections.add')}
            </Button>
          )}
          {editable && (
            <Text size="xs" c="dimmed">
              {t('designer.sections.shortcuts')}
            </Text>
          )}
        </>
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
            modified={designer.document.modified && !source.preview.revision}
            mode={mode}
            onModeChange={setMode}
            onClose={exits.close}
            actions={
              <DraftActions
                modified={designer.document.modified}
                canPublish={source.canPublish && editable}
                busy={designer.busy}
                onPublish={() => void designer.publish()}
                onDiscard={() => void designer.discard()}
                onRevisions={() => setRevisionsOpen(true)}
              />
            }
          />
        }
        panel={mode === 'full' ? null : panel}
        preview={<PreviewPane frame={frame} mode={mode} title={source.title} fill />}
      />
      <SectionPicker
        opened={picking}
        onClose={() => setPicking(false)}
        hasEcommerce={source.hasEcommerce}
        components={components}
        {...(partials ? { partials } : {})}
        onPick={(picked: PickedSection) => {
          setPicking(false);
          setLockedNotice(false);
          void designer.add(picked);
        }}
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
    </>
  );
}
