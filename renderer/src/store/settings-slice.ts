/**
 * The player's settings (settings.get/set). Some take effect in the renderer at once: the
 * animation speed (the --anim CSS variable every transition uses), the card-image folder and the
 * chosen printings (cards look up their image through the host); and the card-image download's
 * progress (images.*).
 */
import type { Result } from "../../../app/shared/contract/index";
import type { Settings } from "../../../app/shared/contract/settings";
import type { ImageStatus } from "../../../app/shared/contract/images";
import { forgetMissingImages, setImageSources } from "../components/card/card-images";
import type { Slice } from "./slice";

type Patch = Parameters<typeof window.moxen.settings.set>[0];

export interface SettingsSlice {
  settings: Settings | null;
  settingsError: string | null;
  /** The card-image download (images.status, then images.progress events). */
  imageStatus: ImageStatus | null;
  loadSettings(): Promise<void>;
  startImages(): Promise<Result<ImageStatus>>;
  cancelImages(): Promise<Result<ImageStatus>>;
  saveSettings(patch: Patch): Promise<Result<Settings>>;
}

const ANIM_MS = { off: 0, fast: 90, normal: 180, slow: 360 } as const;

function apply(s: Settings) {
  document.documentElement.style.setProperty("--anim", `${ANIM_MS[s.animationSpeed]}ms`);
  document.documentElement.dataset.animation = s.animationSpeed;
  setImageSources({
    shown: s.shownPrintings,
    folder: s.cardImageFolder
      ? async (face) => {
          const r = await window.moxen.settings.cardImage({
            name: face.name,
            ...(face.set && face.number && /^[A-Za-z0-9]+$/.test(face.number) ? { set: face.set, number: face.number } : {}),
          });
          return r.ok ? r.value.dataUrl : null;
        }
      : null,
  });
}

/** While images arrive, cards that had none ask again (at most every 2 s, and once at the end). */
let lastForget = 0;
function imagesMoved(st: ImageStatus) {
  const now = Date.now();
  if (st.state === "done" || st.state === "cancelled" || now - lastForget > 2000) {
    lastForget = now;
    forgetMissingImages();
  }
}

let listening = false;

export const createSettingsSlice: Slice<SettingsSlice> = (set) => ({
  settings: null,
  settingsError: null,
  imageStatus: null,

  async loadSettings() {
    if (!listening) {
      listening = true;
      window.moxen.onEvent("images.progress", (st) => {
        set({ imageStatus: st });
        imagesMoved(st);
      });
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
    const st = await window.moxen.images.status();
    if (st.ok) set({ imageStatus: st.value });
  },

  async startImages() {
    const r = await window.moxen.images.start();
    if (r.ok) set({ imageStatus: r.value });
    return r;
  },

  async cancelImages() {
    const r = await window.moxen.images.cancel();
    if (r.ok) set({ imageStatus: r.value });
    return r;
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
