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
      setActive(new Set(TOOLS.filter((tool) => tool.toggle && isActive(tool.command)).map((tool) => tool.command)));
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

  const focusEditor = () => {
    const element = editor.current;
    if (!element) return;
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
  };

  const buttons = () => [...(toolbar.current?.querySelectorAll<HTMLButtonElement>("button:not(:disabled)") ?? [])];

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

  const toolButton = (index: number, props: { label: string; pressed?: boolean; onClick: () => void; Icon: LucideIcon; text?: string }) => (
    <button
      key={props.label}
      type="button"
      tabIndex={index === (htmlView ? TOOLS.length + 1 : focusIndex) ? 0 : -1}
      aria-pressed={props.pressed}
      aria-label={props.text ? undefined : props.label}
      title={props.label}
      disabled={disabled || (htmlView && props.label !== "Ver HTML")}
      // Keeps the selection in the editor while the pointer presses the button.
      onMouseDown={(event) => event.preventDefault()}
      onFocus={() => setFocusIndex(index)}
      onClick={props.onClick}
      className={cn(
        "inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm text-foreground hover:bg-muted disabled:opacity-50 [&_svg]:size-4",
        props.pressed && "bg-primary-soft text-primary",
      )}
    >
      <props.Icon aria-hidden />
      {props.text}
    </button>
  );

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
        {TOOLS.map((tool, index) =>
          toolButton(index, {
            label: tool.label,
            pressed: tool.toggle ? active.has(tool.command) : undefined,
            onClick: () => run(tool.command),
            Icon: tool.icon,
          }),
        )}
        {toolButton(TOOLS.length, {
          label: "Enlace",
          pressed: linking,
          onClick: () => {
            saveSelection();
            setLinking((open) => !open);
          },
          Icon: LinkIcon,
        })}
        {toolButton(TOOLS.length + 1, {
          label: "Ver HTML",
          pressed: htmlView,
          onClick: () => {
            setLinking(false);
            setHtmlView((open) => !open);
          },
          Icon: CodeXml,
          text: "HTML",
        })}
      </div>
      {linking && !htmlView && (
        <LinkForm
          initialUrl={savedRange.current ? currentLink(savedRange.current) : ""}
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

/** The href of the link the range sits in, if any. */
function currentLink(range: Range): string {
  const node = range.commonAncestorContainer;
  const element = node instanceof Element ? node : node.parentElement;
  return element?.closest("a")?.getAttribute("href") ?? "";
}
