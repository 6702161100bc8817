"use client";

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
  displayableHtml,
  editorValue,
  isActive,
  preferParagraphs,
  runCommand,
  startParagraph,
  type Command,
} from "./commands";
import { LinkForm } from "./LinkForm";

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

/** The toggle commands in effect at the selection. */
const activeCommands = (): ReadonlySet<Command> =>
  new Set(
    TOOLS.filter((tool) => tool.toggle && isActive(tool.command)).map((tool) => tool.command),
  );

/** How headings, lists, quotes and links look inside the editor (close to the public pages). */
const CONTENT_STYLE =
  "[&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6";

/** A Dialog's Escape handler asks this first: Escape in the link form only closes that form. */
export function editorOwnsEscape(event: globalThis.KeyboardEvent): boolean {
  return event.target instanceof Element && event.target.closest("[data-editor-escape]") !== null;
}

/**
 * A small accessible rich-text editor: a toolbar (one tab stop, arrow keys move inside it) over a
 * contentEditable area, and an HTML view for pasting or fixing markup. It emits HTML; the server
 * sanitizes it with its allowlist on save.
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
  const editor = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [htmlView, setHtmlView] = useState(false);
  const [linking, setLinking] = useState(false);
  const [linkUrl, setLinkUrl] = useState("");
  const [active, setActive] = useState<ReadonlySet<Command>>(new Set());
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);

  // The value is shown when it changes from outside (loading an item, the HTML view).
  useEffect(() => {
    const element = editor.current;
    if (!element || htmlView || value === shown.current) return;
    element.innerHTML = displayableHtml(value);
    shown.current = value;
  }, [value, htmlView]);

  useEffect(() => {
    const update = () => {
      const selection = document.getSelection();
      if (!selection?.anchorNode || !editor.current?.contains(selection.anchorNode)) return;
      setActive(activeCommands());
    };
    document.addEventListener("selectionchange", update);
    return () => document.removeEventListener("selectionchange", update);
  }, []);

  const emit = () => {
    if (!editor.current) return;
    const html = editorValue(editor.current);
    shown.current = html;
    onChange(html);
  };

  /** Focuses the editor (from the toolbar or the link form) where its selection was. */
  const focusEditor = () => {
    const element = editor.current;
    // Toolbar clicks keep the focus in the editor: its selection (and typing style) stays as is.
    if (!element || document.activeElement === element) return;
    element.focus();
    const range = savedRange.current;
    if (range && element.contains(range.commonAncestorContainer)) {
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
  };

  const saveSelection = () => {
    const selection = document.getSelection();
    if (selection?.rangeCount && editor.current?.contains(selection.anchorNode)) {
      savedRange.current = selection.getRangeAt(0).cloneRange();
    }
  };

  const run = (command: Command) => {
    focusEditor();
    preferParagraphs();
    runCommand(command);
    emit();
    saveSelection();
    setActive(activeCommands());
  };

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
            onClick={() => run(tool.command)}
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
            saveSelection();
            setLinkUrl(savedRange.current ? currentLink(savedRange.current) : "");
            setLinking((open) => !open);
          }}
        />
        <ToolButton
          label="Ver HTML"
          text="HTML"
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
          onApply={(apply) => {
            focusEditor();
            const ok = apply();
            if (ok) {
              emit();
              setLinking(false);
            }
            return ok;
          }}
          onCancel={() => {
            setLinking(false);
            focusEditor();
          }}
        />
      )}
      <div
        ref={editor}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-disabled={disabled || undefined}
        contentEditable={!disabled}
        suppressContentEditableWarning
        hidden={htmlView}
        onInput={emit}
        onFocus={(event) => startParagraph(event.currentTarget)}
        onBlur={saveSelection}
        onKeyUp={saveSelection}
        onMouseUp={saveSelection}
        className={cn("min-h-48 px-3 py-2 text-base sm:text-sm", CONTENT_STYLE)}
      />
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

/** The href of the link the range sits in, if any. */
function currentLink(range: Range): string {
  const node = range.commonAncestorContainer;
  const element = node instanceof Element ? node : node.parentElement;
  return element?.closest("a")?.getAttribute("href") ?? "";
}
