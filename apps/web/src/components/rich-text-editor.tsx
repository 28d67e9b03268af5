import { useState, type ReactNode } from 'react';
import {
  BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, RedoOutlined, StrikethroughOutlined, UnderlineOutlined,
  UndoOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import { Button, Divider, Flex, Input, Popover, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { CSP_NONCE } from '../lib/csp-nonce.ts';
import { addMessages, bilingual, type MessagesOf } from '../lib/i18n.ts';
import styles from './rich-text.module.css';

// Registered with the editor, which comes in a chunk of its own with the pages that write rich text.
const messages = bilingual(
  {
    richText: {
      toolbar: '格式', bold: '粗体', italic: '斜体', underline: '下划线', strike: '删除线',
      heading: '标题 {{level}}', bulletList: '无序列表', orderedList: '有序列表', blockquote: '引用', codeBlock: '代码块',
      link: '链接', linkPlaceholder: 'https://', linkInvalid: '链接须以 http://、https:// 或 mailto: 开头',
      undo: '撤销', redo: '重做', apply: '确定',
    },
  },
  {
    richText: {
      toolbar: 'Formatting', bold: 'Bold', italic: 'Italic', underline: 'Underline', strike: 'Strikethrough',
      heading: 'Heading {{level}}', bulletList: 'Bulleted list', orderedList: 'Numbered list', blockquote: 'Quote', codeBlock: 'Code block',
      link: 'Link', linkPlaceholder: 'https://', linkInvalid: 'A link starts with http://, https:// or mailto:',
      undo: 'Undo', redo: 'Redo', apply: 'OK',
    },
  },
);
addMessages('rich-text-editor', messages);

declare module '../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}

/** Where a link may lead: what the server keeps (it removes every other link). */
const LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;

export interface RichTextEditorProps {
  /** What the editor holds at first, as HTML. */
  value?: string;
  /** What the editor holds as HTML, blank when it holds nothing. */
  onChange?: (html: string) => void;
  /** The accessible name of the text area. */
  label: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

function ToolButton({ label, icon, active, disabled, onClick }: { label: string; icon: ReactNode; active?: boolean; disabled?: boolean; onClick(): void }) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** Asks the address of a link over the selection; a blank one removes it. */
function LinkButton({ editor, active, disabled }: { editor: Editor; active: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const invalid = href.trim() !== '' && !LINK_PATTERN.test(href.trim());
  const apply = () => {
    if (invalid) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
    setOpen(false);
  };
  const content = (
    <Space.Compact style={{ width: 280, maxWidth: '70vw' }}>
      <Input
        autoFocus
        aria-label={t('richText.link')}
        placeholder={t('richText.linkPlaceholder')}
        status={invalid ? 'error' : undefined}
        value={href}
        onChange={(event) => setHref(event.target.value)}
        onPressEnter={(event) => {
          event.preventDefault();
          apply();
        }}
      />
      <Button type="primary" disabled={invalid} onClick={apply}>{t('richText.apply')}</Button>
    </Space.Compact>
  );
  return (
    <Popover
      open={open}
      trigger="click"
      title={invalid ? t('richText.linkInvalid') : t('richText.link')}
      content={content}
      onOpenChange={(next) => {
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
        setOpen(next);
      }}
    >
      <span>
        <ToolButton label={t('richText.link')} icon={<LinkOutlined />} active={active} disabled={disabled} onClick={() => undefined} />
      </span>
    </Popover>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'), italic: current.isActive('italic'), underline: current.isActive('underline'), strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }), h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'), orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'), codeBlock: current.isActive('codeBlock'), link: current.isActive('link'),
      canUndo: current.can().undo(), canRedo: current.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => command(editor.chain().focus()).run();
  const heading = (level: 2 | 3) => (
    <Tooltip title={t('richText.heading', { level })}>
      <Button
        type={state[`h${level}`] ? 'primary' : 'text'}
        ghost={state[`h${level}`]}
        size="small"
        aria-label={t('richText.heading', { level })}
        aria-pressed={state[`h${level}`]}
        disabled={disabled}
        onClick={run((chain) => chain.toggleHeading({ level }))}
      >
        H{level}
      </Button>
    </Tooltip>
  );
  return (
    <Flex wrap gap={2} align="center" role="toolbar" aria-label={t('richText.toolbar')} className={styles.toolbar}>
      <ToolButton label={t('richText.bold')} icon={<BoldOutlined />} active={state.bold} disabled={disabled} onClick={run((chain) => chain.toggleBold())} />
      <ToolButton label={t('richText.italic')} icon={<ItalicOutlined />} active={state.italic} disabled={disabled} onClick={run((chain) => chain.toggleItalic())} />
      <ToolButton label={t('richText.underline')} icon={<UnderlineOutlined />} active={state.underline} disabled={disabled} onClick={run((chain) => chain.toggleUnderline())} />
      <ToolButton label={t('richText.strike')} icon={<StrikethroughOutlined />} active={state.strike} disabled={disabled} onClick={run((chain) => chain.toggleStrike())} />
      <Divider orientation="vertical" />
      {heading(2)}
      {heading(3)}
      <ToolButton label={t('richText.bulletList')} icon={<UnorderedListOutlined />} active={state.bulletList} disabled={disabled} onClick={run((chain) => chain.toggleBulletList())} />
      <ToolButton label={t('richText.orderedList')} icon={<OrderedListOutlined />} active={state.orderedList} disabled={disabled} onClick={run((chain) => chain.toggleOrderedList())} />
      <ToolButton label={t('richText.blockquote')} icon={<span aria-hidden>“</span>} active={state.blockquote} disabled={disabled} onClick={run((chain) => chain.toggleBlockquote())} />
      <ToolButton label={t('richText.codeBlock')} icon={<span aria-hidden>{'</>'}</span>} active={state.codeBlock} disabled={disabled} onClick={run((chain) => chain.toggleCodeBlock())} />
      <LinkButton editor={editor} active={state.link} disabled={disabled} />
      <Divider orientation="vertical" />
      <ToolButton label={t('richText.undo')} icon={<UndoOutlined />} disabled={disabled || !state.canUndo} onClick={run((chain) => chain.undo())} />
      <ToolButton label={t('richText.redo')} icon={<RedoOutlined />} disabled={disabled || !state.canRedo} onClick={run((chain) => chain.redo())} />
    </Flex>
  );
}

/**
 * A rich-text editor (Tiptap): headings, emphasis, lists, quotes, code and links, as HTML. Pages load
 * it lazily, so that Tiptap comes only with what shows it; the server sanitises whatever it sends.
 */
export default function RichTextEditor({ value, onChange, label, disabled = false, autoFocus = false }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        isAllowedUri: (url) => LINK_PATTERN.test(url),
      }),
    ],
    content: value ?? '',
    // Tiptap adds a style element of its own, which the page's policy admits only with its nonce.
    injectNonce: CSP_NONCE,
    editable: !disabled,
    autofocus: autoFocus ? 'end' : false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: `${styles.content} ${styles.editable}` } },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <div className={styles.editor}>
      <Toolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  );
}
