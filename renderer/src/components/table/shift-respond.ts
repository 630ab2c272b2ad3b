/**
 * Shift to respond to your own spell once: the table passes over your own spell on top of the
 * stack (pass-rules.ts) unless Shift is held now, or the player's last click or key (the one that
 * cast the spell, or passed) was made with Shift held.
 */
let held = false;
let lastWithShift = false;
let installed = false;

export function watchShift(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  const input = (e: MouseEvent | PointerEvent) => (lastWithShift = e.shiftKey);
  window.addEventListener("pointerdown", input, true);
  window.addEventListener("pointerup", input, true);
  window.addEventListener(
    "keydown",
    (e) => {
      if (e.key === "Shift") held = true;
      else lastWithShift = e.shiftKey;
    },
    true,
  );
  window.addEventListener("keyup", (e) => e.key === "Shift" && (held = false), true);
  window.addEventListener("blur", () => (held = false));
}

/** Does the player ask, with Shift, to respond to their own spell here? */
export const shiftResponds = () => held || lastWithShift;
