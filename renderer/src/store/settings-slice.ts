/**
 * The player's settings (settings.get/set). Two take effect in the renderer at once: the
 * animation speed (the --anim CSS variable every transition uses) and the card-image folder
 * (cards look up their image through the host).
 */
import type { Result } from "../../../app/shared/contract/index";
import type { Settings } from "../../../app/shared/contract/settings";
import { setCardImageLookup } from "../components/card/card-images";
import type { Slice } from "./slice";

type Patch = Parameters<typeof window.moxen.settings.set>[0];

export interface SettingsSlice {
  settings: Settings | null;
  settingsError: string | null;
  loadSettings(): Promise<void>;
  saveSettings(patch: Patch): Promise<Result<Settings>>;
}

const ANIM_MS = { off: 0, fast: 90, normal: 180, slow: 360 } as const;

function apply(s: Settings) {
  document.documentElement.style.setProperty("--anim", `${ANIM_MS[s.animationSpeed]}ms`);
  document.documentElement.dataset.animation = s.animationSpeed;
  setCardImageLookup(
    s.cardImageFolder
      ? async (face) => {
          const r = await window.moxen.settings.cardImage({
            name: face.name,
            ...(face.set && face.number && /^[A-Za-z0-9]+$/.test(face.number) ? { set: face.set, number: face.number } : {}),
          });
          return r.ok ? r.value.dataUrl : null;
        }
      : null,
  );
}

let listening = false;

export const createSettingsSlice: Slice<SettingsSlice> = (set) => ({
  settings: null,
  settingsError: null,

  async loadSettings() {
    if (!listening) {
      listening = true;
      // Another window (or the CLI) may change them too.
      window.moxen.onEvent("settings.changed", (s) => {
        set({ settings: s });
        apply(s);
      });
    }
    const r = await window.moxen.settings.get();
    if (r.ok) {
      set({ settings: r.value, settingsError: null });
      apply(r.value);
    } else set({ settingsError: r.error.message });
  },

  async saveSettings(patch) {
    const r = await window.moxen.settings.set(patch);
    if (r.ok) {
      set({ settings: r.value });
      apply(r.value);
    }
    return r;
  },
});
