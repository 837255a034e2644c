import { isAllowedLink, LIMITS, type ArticleLanguage } from '@labmedicin/contracts';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import ButtonToolbar from 'react-bootstrap/ButtonToolbar';
import { useTranslation } from 'react-i18next';
import type { EnglishTexts } from '../../../locales/texts';
import { CalculatorDialog } from './calculator-dialog';
import { CalculatorEmbed } from './calculator-embed';
import { EmbedDialog } from './embed-dialog';
import { IframeEmbed } from './iframe-embed';
import { CalculatorIcon, EmbedIcon, ImageIcon, LinkIcon } from './toolbar-icons';
import { ImageUploaderDialog } from '../media/image-uploader';
import { LinkDialog } from './link-dialog';
import './rich-text-editor.css';

interface RichTextEditorProps {
  /** The HTML; a new value from outside (a restored version) replaces the document. */
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** The editor's element id, for the form's label and error. */
  id: string;
  invalid?: boolean;
  /** Offer the image uploader in the toolbar (the body only). */
  withImages?: boolean;
  /** The article's language: images' alt texts are asked in it. */
  language?: ArticleLanguage;
  minHeight?: string;
}

const EMPTY_DOCUMENT = '<p></p>';

/**
 * The article's rich-text body on TipTap: headings, bold, italic, lists, links (only the schemes
 * articles may carry), tables (3x3 with a header row), images from the uploader, embedded pages and calculators.
 */
export function RichTextEditor({ value, onChange, label, id, invalid, withImages = false, language, minHeight = '16rem' }: RichTextEditorProps) {
  const { t } = useTranslation(['admin', 'calculators']);
  const [dialog, setDialog] = useState<'link' | 'embed' | 'image' | 'calculator' | null>(null);
  const [uploaded, setUploaded] = useState<{ filename: string } | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false, autolink: true, isAllowedUri: (url) => isAllowedLink(url) }),
      TableKit.configure({ table: { resizable: false } }),
      Image,
      IframeEmbed,
      CalculatorEmbed.configure({ label: (calculator) => t('editor.calculator.placeholder', { name: t(`calculators:names.${calculator}`) }) }),
    ],
    content: value || EMPTY_DOCUMENT,
    editorProps: {
      attributes: {
        id,
        class: `form-control article-html rich-text-body${invalid ? ' is-invalid' : ''}`,
        style: `min-height: ${minHeight}`,
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (loading, a restore) replaces the document; the editor's own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || EMPTY_DOCUMENT, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          class: `form-control article-html rich-text-body${invalid ? ' is-invalid' : ''}`,
        },
      },
    });
  }, [editor, invalid]);

  useEffect(() => {
    if (!uploaded) return undefined;
    const timer = setTimeout(() => setUploaded(null), LIMITS.toastMs);
    return () => clearTimeout(timer);
  }, [uploaded]);

  if (!editor) return null;
  return (
    <div className="rich-text-editor">
      <Toolbar editor={editor} onDialog={setDialog} withImages={withImages} />
      <EditorContent editor={editor} />
      {uploaded && (
        <div className="small text-success mt-1" role="status">
          {t('editor.uploader.uploaded', { filename: uploaded.filename })}
        </div>
      )}
      {dialog === 'link' && (
        <LinkDialog
          initial={editor.getAttributes('link').href ?? ''}
          onHide={() => setDialog(null)}
          onSubmit={(href) => {
            setDialog(null);
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href) chain.setLink({ href }).run();
            else chain.unsetLink().run();
          }}
        />
      )}
      {dialog === 'embed' && (
        <EmbedDialog
          onHide={() => setDialog(null)}
          onSubmit={(attributes) => {
            setDialog(null);
            editor.chain().focus().insertEmbed(attributes).run();
          }}
        />
      )}
      {dialog === 'calculator' && (
        <CalculatorDialog
          onHide={() => setDialog(null)}
          onSubmit={(calculator) => {
            setDialog(null);
            editor.chain().focus().insertCalculator(calculator).run();
          }}
        />
      )}
      {dialog === 'image' && (
        <ImageUploaderDialog
          language={language}
          onHide={() => setDialog(null)}
          onUploaded={({ imageUrl, alt, filename }) => {
            setDialog(null);
            insertImage(editor, imageUrl, alt);
            setUploaded({ filename });
          }}
          onPicked={({ url, alt }) => {
            setDialog(null);
            insertImage(editor, url, alt);
          }}
        />
      )}
      <span className="visually-hidden">{t('editor.toolbar.hint')}</span>
    </div>
  );
}

/**
 * Inserts an image at the cursor. An image just inserted stays selected, and an insert replaces
 * the selection: the next image goes after the selected one instead of taking its place.
 */
function insertImage(editor: Editor, src: string, alt: string): void {
  const chain = editor.chain().focus();
  (editor.isActive('image') ? chain.setTextSelection(editor.state.selection.to) : chain).setImage({ src, alt }).run();
}

interface ToolbarProps {
  editor: Editor;
  onDialog: (dialog: 'link' | 'embed' | 'image' | 'calculator') => void;
  withImages: boolean;
}

function Toolbar({ editor, onDialog, withImages }: ToolbarProps) {
  const { t } = useTranslation('admin');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      inTable: current.isActive('table'),
    }),
  });
  const tool = (name: keyof EnglishTexts['admin']['editor']['toolbar'], active: boolean, run: () => void, symbol: ReactNode) => (
    <Button size="sm" variant={active ? 'secondary' : 'outline-secondary'} aria-pressed={active} title={t(`editor.toolbar.${name}`)} onClick={run}>
      {/* The symbol is what sighted users read; its name is the label. */}
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{t(`editor.toolbar.${name}`)}</span>
    </Button>
  );
  const chain = () => editor.chain().focus();
  return (
    <ButtonToolbar className="gap-2 mb-2" aria-label={t('editor.toolbar.label')}>
      <ButtonGroup>
        {tool('heading2', state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
        {tool('heading3', state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      </ButtonGroup>
      <ButtonGroup>
        {tool('bold', state.bold, () => chain().toggleBold().run(), 'B')}
        {tool('italic', state.italic, () => chain().toggleItalic().run(), 'I')}
      </ButtonGroup>
      <ButtonGroup>
        {tool('bulletList', state.bulletList, () => chain().toggleBulletList().run(), '•')}
        {tool('orderedList', state.orderedList, () => chain().toggleOrderedList().run(), '1.')}
      </ButtonGroup>
      <ButtonGroup>
        {tool('link', state.link, () => onDialog('link'), <LinkIcon />)}
        {tool('table', false, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), '▦')}
        {state.inTable && tool('addRow', false, () => chain().addRowAfter().run(), '+≡')}
        {state.inTable && tool('addColumn', false, () => chain().addColumnAfter().run(), '+‖')}
        {state.inTable && tool('deleteTable', false, () => chain().deleteTable().run(), '✕▦')}
        {withImages && tool('image', false, () => onDialog('image'), <ImageIcon />)}
        {tool('embed', false, () => onDialog('embed'), <EmbedIcon />)}
        {tool('calculator', false, () => onDialog('calculator'), <CalculatorIcon />)}
      </ButtonGroup>
    </ButtonToolbar>
  );
}
