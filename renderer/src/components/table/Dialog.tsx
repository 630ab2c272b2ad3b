/** A dialog over the table: focus moves into it, Esc closes it when it may be closed. */
import { useEffect, useRef, type ReactNode } from "react";

export function Dialog({
  title,
  children,
  onClose,
  modal = true,
  className,
  testId,
}: {
  title: string;
  children: ReactNode;
  onClose?: () => void;
  /** Non-modal dialogs leave the table clickable (mana payment: click your lands). */
  modal?: boolean;
  className?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    const first = el?.querySelector<HTMLElement>("[data-autofocus], button, input, select");
    first?.focus();
  }, []);
  useEffect(() => {
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        onClose();
      }
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [onClose]);
  const box = (
    <div ref={ref} className={`table-dialog${modal ? "" : " floating"}${className ? ` ${className}` : ""}`} role="dialog" aria-modal={modal} aria-label={title} data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </div>
  );
  return modal ? <div className="dialog-backdrop">{box}</div> : box;
}
