"use client";

import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  CodeXml,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Redo2,
  TextQuote,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Textarea } from "@/components/ui/Textarea";
import { cn } from "@/components/ui/cn";
import {
  applyLink,
  currentLink,
  displayableHtml,
  editorValue,
  isActive,
  runCommand,
  type Command,
} from "./commands";
import { LinkForm } from "./LinkForm";
import { PreservedBlock, PreservedInline } from "./preserved-html";

const TOOLS: { command: Command; label: string; icon: LucideIcon; toggle: boolean }[] = [
  { command: "bold", label: "Negrita", icon: Bold, toggle: true },
  { command: "italic", label: "Cursiva", icon: Italic, toggle: true },
  { command: "h2", label: "Título 2", icon: Heading2, toggle: true },
  { command: "h3", label: "Título 3", icon: Heading3, toggle: true },
  { command: "insertUnorderedList", label: "Lista con viñetas", icon: List, toggle: true },
  { command: "insertOrderedList", label: "Lista numerada", icon: ListOrdered, toggle: true },
  { command: "blockquote", label: "Cita", icon: TextQuote, toggle: true },
  { command: "undo", label: "Deshacer", icon: Undo2, toggle: false },
  { command: "redo", label: "Rehacer", icon: Redo2, toggle: false },
];

/**
 * What the editor understands: the toolbar's formats, and every other element the server's
 * allowlist keeps (lib/content/html.ts), so that editing an item never drops what its HTML already holds.
 * Links carry only their address, as the office writes them; no empty paragraph is added at the end.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4, 5, 6] },
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      HTMLAttributes: { target: null, rel: null },
    },
    trailingNode: false,
  }),
  PreservedBlock,
  PreservedInline,
];

/**
 * How headings, lists, quotes and links look inside the editor (close to the public pages); the
 * editing surface keeps the spaces typed (Tiptap's own stylesheet, which the policy would refuse as
 * an element without the nonce, is not injected).
 */
const CONTENT_STYLE =
  "whitespace-pre-wrap break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:max-w-full [&_li_p]:my-0 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6";

/** The toggle commands in effect at the selection. */
const activeCommands = (editor: Editor): ReadonlySet<Command> =>
  new Set(
    TOOLS.filter((tool) => tool.toggle && isActive(editor, tool.command)).map(
      (tool) => tool.command,
    ),
  );

/**
 * A small accessible rich-text editor (Tiptap): a toolbar (one tab stop, arrow keys move inside it)
 * over the editing area, and an HTML view for pasting or fixing markup. It emits HTML; the server
 * sanitizes it with its allowlist on save. Loaded only by the screens that edit rich text
 * (components/admin/ContentFields.tsx).
 */
export function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  describedBy,
  invalid = false,
  disabled = false,
}: {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}) {
  // The value last shown or emitted: a different one comes from outside (loading an item, the HTML view).
  const shown = useRef(value);
  const [htmlView, setHtmlView] = useState(false);
  const [linking, setLinking] = useState(false);
  const [linkUrl, setLinkUrl] = useState("");
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);

  const [initialContent] = useState(() => displayableHtml(value));
  const attributes = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    ...(disabled ? { "aria-disabled": "true" } : {}),
    class: cn("min-h-48 px-3 py-2 text-base sm:text-sm", CONTENT_STYLE),
  };
  const editor = useEditor({
    extensions: EXTENSIONS,
    editorProps: { attributes },
    content: initialContent,
    editable: !disabled,
    // Loaded in the browser only (next/dynamic without server rendering).
    immediatelyRender: true,
    injectCSS: false,
    onUpdate: ({ editor: current }) => {
      const html = editorValue(current);
      shown.current = html;
      onChange(html);
    },
  });

  // Tiptap applies changed options on each render, its editable state excepted.
  useEffect(() => editor.setEditable(!disabled, false), [editor, disabled]);

  useEffect(() => {
    if (htmlView || value === shown.current) return;
    editor.commands.setContent(displayableHtml(value), { emitUpdate: false });
    shown.current = value;
  }, [editor, value, htmlView]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => activeCommands(current),
  });

  const buttons = () => [
    ...(toolbar.current?.querySelectorAll<HTMLButtonElement>("button:not(:disabled)") ?? []),
  ];

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = buttons();
    const current = list.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const next =
      event.key === "ArrowRight"
        ? (current + 1) % list.length
        : event.key === "ArrowLeft"
          ? (current - 1 + list.length) % list.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? list.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    list[next]?.focus();
  };

  // The toolbar is one tab stop (the last focused button; in the HTML view, the HTML button).
  const tabbable = htmlView ? TOOLS.length + 1 : focusIndex;
  return (
    <div className={cn("rounded-md border bg-white", invalid ? "border-danger" : "border-input")}>
      <div
        ref={toolbar}
        role="toolbar"
        aria-label="Formato del texto"
        aria-controls={id}
        onKeyDown={moveFocus}
        className="flex flex-wrap items-center gap-0.5 border-b border-border p-1"
      >
        {TOOLS.map((tool, index) => (
          <ToolButton
            key={tool.command}
            label={tool.label}
            Icon={tool.icon}
            tabbable={index === tabbable}
            disabled={disabled || htmlView}
            pressed={tool.toggle ? active.has(tool.command) : undefined}
            onFocus={() => setFocusIndex(index)}
            onClick={() => runCommand(editor, tool.command)}
          />
        ))}
        <ToolButton
          label="Enlace"
          Icon={LinkIcon}
          tabbable={TOOLS.length === tabbable}
          disabled={disabled || htmlView}
          pressed={linking}
          onFocus={() => setFocusIndex(TOOLS.length)}
          onClick={() => {
            setLinkUrl(currentLink(editor));
            setLinking((open) => !open);
          }}
        />
        <ToolButton
          label="Ver el código"
          text="Código"
          Icon={CodeXml}
          tabbable={TOOLS.length + 1 === tabbable}
          disabled={disabled}
          pressed={htmlView}
          onFocus={() => setFocusIndex(TOOLS.length + 1)}
          onClick={() => {
            setLinking(false);
            setHtmlView((open) => !open);
          }}
        />
      </div>
      {linking && !htmlView && (
        <LinkForm
          initialUrl={linkUrl}
          onApply={(url) => {
            const ok = applyLink(editor, url);
            if (ok) setLinking(false);
            return ok;
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      )}
      <EditorContent editor={editor} hidden={htmlView} />
      {htmlView && (
        <Textarea
          aria-label="HTML del contenido"
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={10}
          spellCheck={false}
          disabled={disabled}
          className="rounded-none border-0 font-mono text-sm"
        />
      )}
    </div>
  );
}

function ToolButton({
  label,
  text,
  Icon,
  tabbable,
  disabled,
  pressed,
  onFocus,
  onClick,
}: {
  label: string;
  text?: string;
  Icon: LucideIcon;
  tabbable: boolean;
  disabled: boolean;
  pressed?: boolean;
  onFocus: () => void;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      tabIndex={tabbable ? 0 : -1}
      aria-pressed={pressed}
      aria-label={text ? undefined : label}
      title={label}
      disabled={disabled}
      // Keeps the selection in the editor while the pointer presses the button.
      onMouseDown={(event) => event.preventDefault()}
      onFocus={onFocus}
      onClick={onClick}
      className={cn(
        "inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm text-foreground hover:bg-muted disabled:opacity-50 [&_svg]:size-4",
        pressed && "bg-primary-soft text-primary",
      )}
    >
      <Icon aria-hidden />
      {text}
    </button>
  );
}
