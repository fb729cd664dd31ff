/**
 * The section designer's state: the list as last saved, changes applied at once on screen and saved
 * one after another (each on the version the last answered), the preview told to reload after each.
 * A refused stale edit offers to load the server's copy; any other failure puts the list back.
 */
import {
  duplicateSection,
  insertAfter,
  moveSection,
  newPlacedTemplate,
  newSectionInstance,
  type SectionArea,
  type SectionProps,
} from '@vev/sections';
import type { SectionInstanceRecord } from '@vev/shared';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifyInfo, notifySuccess } from '../../../components/notify';
import { showStaleEdit } from '../../../components/resource-editor/editor-modals';
import { newSectionId } from './new-id';
import type { PickedSection } from './SectionPicker';
import { readStoredSection, storeCopiedSection } from './section-clipboard';
import type { SectionsDocument, SectionsSource } from './sections-source';

export interface SectionsDesignerEvents {
  /** The preview should show the saved state, and scroll to a section when named. */
  saved: (scrollTo?: string) => void;
}

/** The section a refusal names by its place in the list (`components.2`), when it names one. */
function incompleteSection(error: ApiError, sections: readonly SectionInstanceRecord[]): string | null {
  const place = Object.keys(error.fields ?? {})
    .map((path) => /^components\.(\d+)$/.exec(path)?.[1])
    .find((index) => index !== undefined);
  return place === undefined ? null : (sections[Number(place)]?.name ?? null);
}

export function useSectionsDesigner(source: SectionsSource, events: SectionsDesignerEvents) {
  const { t } = useTranslation();
  const [document, setDocument] = useState<SectionsDocument>(source.document);
  // A reusable component has one section: it opens with that section's form.
  const [selected, setSelected] = useState<string | null>(
    source.fixed ? (source.document.sections[0]?.name ?? null) : null,
  );
  const [busy, setBusy] = useState<'publish' | 'discard' | null>(null);
  const saved = useRef(source.document);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(source);
  latest.current = source;

  const adopt = useCallback((next: SectionsDocument) => {
    saved.current = next;
    setDocument(next);
  }, []);

  const failed = useCallback(
    (error: unknown) => {
      setDocument(saved.current);
      if (error instanceof ApiError && error.status === 409 && error.details?.currentVersion !== undefined) {
        showStaleEdit(() => void latest.current.reload().then(adopt));
      } else if (error instanceof ApiError && !error.endsSession) {
        notifyError(error.message);
        // A publish refused for an incomplete section opens that section's form.
        const refused = incompleteSection(error, saved.current.sections);
        if (refused) setSelected(refused);
      } else if (!(error instanceof ApiError)) notifyError(String(error));
    },
    [adopt],
  );

  /** Runs writes one at a time; each starts from the version the previous one answered. */
  const enqueue = useCallback(
    (write: (version: number) => Promise<SectionsDocument>, scrollTo?: string) => {
      const run = queue.current.then(async () => {
        try {
          adopt(await write(saved.current.version));
          events.saved(scrollTo);
          return true;
        } catch (error) {
          failed(error);
          return false;
        }
      });
      queue.current = run;
      return run;
    },
    [adopt, failed, events],
  );

  const change = (next: SectionInstanceRecord[], scrollTo?: string) => {
    setDocument((current) => ({ ...current, sections: next }));
    return enqueue((version) => latest.current.saveSections(next, version), scrollTo);
  };

  const options = { partial: source.partial };
  const named = (name: string) => document.sections.find((section) => section.name === name);

  const placed = (picked: PickedSection, id: string, area: SectionArea) => {
    if ('template' in picked) return newPlacedTemplate(document.sections, id, picked.template.ref, area);
    const fresh = newSectionInstance(picked.component, document.sections, id, { ...options, area });
    return picked.componentRef ? { ...fresh, componentRef: picked.componentRef, props: {} } : fresh;
  };

  const add = (picked: PickedSection, area: SectionArea = 'main') => {
    const instance = placed(picked, newSectionId(), area);
    setSelected(instance.name);
    return change(
      insertAfter(document.sections, instance, selected && named(selected) ? selected : null),
      instance.name,
    );
  };

  const paste = async () => {
    const copied = readStoredSection();
    if (!copied) return notifyInfo(t('designer.clipboard.nothing'));
    const target = selected ? named(selected) : undefined;
    if (target && target.component === copied.component && !target.componentRef) {
      if (await saveProps(target.name, copied.props)) notifySuccess(t('designer.clipboard.pastedInto'));
      return;
    }
    const instance = newSectionInstance(copied.component, document.sections, newSectionId(), {
      ...options,
      props: copied.props,
    });
    setSelected(instance.name);
    if (await change(insertAfter(document.sections, instance, target ? target.name : null), instance.name))
      notifySuccess(t('designer.clipboard.pasted'));
  };

  const saveProps = (name: string, props: SectionProps) => {
    const next = document.sections.map((section) => (section.name === name ? { ...section, props } : section));
    setDocument((current) => ({ ...current, sections: next }));
    const { saveProps: saveOne, saveSections } = latest.current;
    return enqueue((version) => (saveOne ? saveOne(name, props, version) : saveSections(next, version)), name);
  };

  const draftAction = (what: 'publish' | 'discard') => async () => {
    setBusy(what);
    const ok = await enqueue((version) => latest.current[what](version));
    setBusy(null);
    if (ok) notifySuccess(t(what === 'publish' ? 'toasts.published' : 'toasts.done'));
  };

  return {
    document,
    selected,
    select: setSelected,
    busy,
    add,
    paste,
    saveProps,
    move: (name: string, toIndex: number, area?: SectionArea) =>
      change(moveSection(document.sections, name, toIndex, area)),
    duplicate: (name: string) => {
      const next = duplicateSection(document.sections, name, newSectionId(), options);
      const copy = next[next.findIndex((section) => section.name === name) + 1];
      return change(next, copy?.name);
    },
    copy: (name: string) => {
      const section = named(name);
      if (!section) return;
      storeCopiedSection(section);
      notifySuccess(t('designer.clipboard.copied'));
    },
    remove: async (name: string) => {
      if (!(await confirmAction(t('confirm.delete'), t('editor.actions.delete'), { danger: true }))) return;
      if (selected === name) setSelected(null);
      if (await change(document.sections.filter((section) => section.name !== name)))
        notifySuccess(t('toasts.deleted'));
    },
    publish: draftAction('publish'),
    discard: draftAction('discard'),
  };
}
