import { useEffect } from "react";
import { useStore } from "../../store/index";
import { DeckBuilder } from "../decks/DeckBuilder";
import { DeckGallery } from "../decks/DeckGallery";
import "../decks/decks.css";

/** The deck boxes, or the builder when one is open. */
export function DecksPage() {
  const open = useStore((s) => s.draft !== null);
  useEffect(() => void useStore.getState().loadSets(), []);
  return open ? <DeckBuilder /> : <DeckGallery />;
}
