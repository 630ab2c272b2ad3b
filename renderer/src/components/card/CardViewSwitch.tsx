/** The images/frames switch of the collection, library and deck builder (settings.cardView). */
import { useStore } from "../../store/index";

export function CardViewSwitch() {
  const view = useStore((s) => s.settings?.cardView ?? "images");
  const set = (cardView: "images" | "frames") => void useStore.getState().saveSettings({ cardView });
  return (
    <div className="segmented" role="group" aria-label="Card look" data-testid="card-view-switch">
      <button type="button" className={view === "images" ? "on" : ""} aria-pressed={view === "images"} onClick={() => set("images")} title="Card images (your folder, or downloaded: Settings → Cards)">
        Images
      </button>
      <button type="button" className={view === "frames" ? "on" : ""} aria-pressed={view === "frames"} onClick={() => set("frames")} title="Drawn frames">
        Frames
      </button>
    </div>
  );
}
