import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type RichTextEditorProps = {
  /** The HTML to start from (the stored, sanitized content). */
  value: string;
  onChange: (html: string) => void;
  /** The label's id (the editor is a labelled text box). */
  labelledBy: string;
  invalid?: boolean;
};

type Tool = { key: string; label: string; run: () => void; active: boolean; disabled?: boolean };

/**
 * Rich text for notices and announcements (TipTap on ProseMirror): paragraphs,
 * headings, bold, italic, underline, lists, quotes and links. What it writes
 * holds only what its schema knows, and the server sanitizes it again when stored.
 */
export const RichTextEditor = ({ value, onChange, labelledBy, invalid }: RichTextEditorProps) => {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['https'] } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'rich-editor__content rich-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A different record opened in the same form: its content replaces the editor's.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !editor.isFocused) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const link = () => {
    if (state.link) return void chain().unsetLink().run();
    const href = window.prompt(t('editor.link_prompt'), 'https://');
    if (href && /^https:\/\/\S+$/.test(href)) chain().setLink({ href }).run();
  };
  const tools: Tool[] = [
    { key: 'B', label: t('editor.bold'), run: () => chain().toggleBold().run(), active: state.bold },
    { key: 'I', label: t('editor.italic'), run: () => chain().toggleItalic().run(), active: state.italic },
    { key: 'U', label: t('editor.underline'), run: () => chain().toggleUnderline().run(), active: state.underline },
    { key: 'H2', label: t('editor.heading'), run: () => chain().toggleHeading({ level: 2 }).run(), active: state.h2 },
    { key: 'H3', label: t('editor.subheading'), run: () => chain().toggleHeading({ level: 3 }).run(), active: state.h3 },
    { key: '•', label: t('editor.bullets'), run: () => chain().toggleBulletList().run(), active: state.bullet },
    { key: '1.', label: t('editor.numbers'), run: () => chain().toggleOrderedList().run(), active: state.ordered },
    { key: '❝', label: t('editor.quote'), run: () => chain().toggleBlockquote().run(), active: state.quote },
    { key: '🔗', label: state.link ? t('editor.unlink') : t('editor.link'), run: link, active: state.link },
    { key: '↶', label: t('editor.undo'), run: () => chain().undo().run(), active: false, disabled: !state.canUndo },
    { key: '↷', label: t('editor.redo'), run: () => chain().redo().run(), active: false, disabled: !state.canRedo },
  ];

  return (
    <div className={`rich-editor${invalid ? ' rich-editor--invalid' : ''}`}>
      <div className="rich-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className="rich-editor__tool"
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.active}
            disabled={tool.disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={tool.run}
          >
            {tool.key}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
};
