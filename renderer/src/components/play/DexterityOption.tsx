/**
 * The "dexterity cards" match option (Chaos Orb, Falling Star), kept in the settings and used by
 * every match started from the lobby; in a network match both players must choose the same.
 */
import { useState } from "react";
import { useStore } from "../../store/index";

export function DexterityOption() {
  const dexterity = useStore((s) => s.settings?.dexterity ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = async (on: boolean) => {
    const r = await useStore.getState().saveSettings({ dexterity: on });
    setProblem(r.ok ? null : r.error.message);
  };
  return (
    <label className="switch lobby-option" title="Off: a deck holding a dexterity card can't be played.">
      <input type="checkbox" checked={dexterity} onChange={(e) => void toggle(e.target.checked)} data-testid="dexterity-option" />
      <span className="switch__track" aria-hidden="true" />
      <span>
        Dexterity cards
        <small className="dim">
          Chaos Orb and Falling Star: you aim by clicking a permanent on the table; whether the card turns over (3 times in 4) comes from the game's shared randomness. Both players of a network match must choose the same.
        </small>
        {problem && <small className="error">{problem}</small>}
      </span>
    </label>
  );
}
