import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextValueToTiptap } from './draft-to-tiptap';
import { tiptapToRichTextValue } from './tiptap-to-draft';

/** Only what stored rich text can hold (spec 1 §5): headings 2–4, lists, quotes, bold, italic, underline, links. */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    trailingNode: false,
    link: false,
    heading: { levels: [2, 3, 4] },
  }),
  Link.configure({ openOnClick: false }),
];

export interface RichTextInputProps {
  label: string;
  description?: ReactNode;
  /** Raw draft JSON, or plain text from before (one paragraph per line). */
  value: string;
  /** Raw draft JSON, called as the text is edited (never for a value given from outside). */
  onChange(value: string): void;
  error?: ReactNode;
  disabled?: boolean;
  withAsterisk?: boolean;
}

function useToolbarLabels() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('sectionForm.richText.bold'),
      italicControlLabel: t('sectionForm.richText.italic'),
      underlineControlLabel: t('sectionForm.richText.underline'),
      h2ControlLabel: t('sectionForm.richText.h2'),
      h3ControlLabel: t('sectionForm.richText.h3'),
      h4ControlLabel: t('sectionForm.richText.h4'),
      bulletListControlLabel: t('sectionForm.richText.bulletList'),
      orderedListControlLabel: t('sectionForm.richText.orderedList'),
      blockquoteControlLabel: t('sectionForm.richText.blockquote'),
      linkControlLabel: t('sectionForm.richText.link'),
      unlinkControlLabel: t('sectionForm.richText.unlink'),
      linkEditorInputLabel: t('sectionForm.richText.linkAddress'),
      linkEditorInputPlaceholder: t('sectionForm.richText.linkPlaceholder'),
      linkEditorExternalLink: t('sectionForm.richText.linkNewTab'),
      linkEditorInternalLink: t('sectionForm.richText.linkSameTab'),
      linkEditorSave: t('sectionForm.richText.linkSave'),
    }),
    [t],
  );
}

/** Rich text edited with formatting and stored as raw draft JSON (Mantine's tiptap editor). */
export function RichTextInput({
  label,
  description,
  value,
  onChange,
  error,
  disabled = false,
  withAsterisk,
}: RichTextInputProps) {
  const { t } = useTranslation();
  const labels = useToolbarLabels();
  const id = useId();
  // The value this editor last gave out; anything else coming in was changed elsewhere (a reset).
  const emitted = useRef(value);
  const [content] = useState(() => richTextValueToTiptap(value));
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    }),
    [id, describedBy, error],
  );
  const editor = useEditor({
    extensions,
    content,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: updated }) => {
      emitted.current = tiptapToRichTextValue(updated.getJSON());
      onChange(emitted.current);
    },
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(richTextValueToTiptap(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        {!disabled && (
          <RichTextEditor.Toolbar aria-label={t('sectionForm.richText.toolbar')}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
