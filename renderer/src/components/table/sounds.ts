/**
 * A few quiet table sounds (issue 39), off by default (Settings › Play › "Table sounds"): a land
 * played, a spell cast, combat damage, the start of your turn. Synthesized with WebAudio (an
 * oscillator through a soft gain envelope), so no sound files ship. Which sounds an update makes
 * is read from its log tags (the engine events' kinds), never from the English text.
 */
import type { LogTag } from "../../../../app/shared/contract/match";

export type SoundKind = "land" | "spell" | "combat" | "turn";

/** The sounds an update's new log lines make, each kind once, in the order first met. */
export function soundsFor(tags: readonly LogTag[], you: string | undefined): SoundKind[] {
  const out: SoundKind[] = [];
  const add = (k: SoundKind) => void (out.includes(k) || out.push(k));
  for (const t of tags) {
    if (t.kind === "play") add("land");
    else if (t.kind === "cast") add("spell");
    else if (t.kind === "damage" && t.combat) add("combat");
    else if (t.kind === "turn" && you !== undefined && t.player === you) add("turn");
  }
  return out;
}

/** The tones of each sound: frequencies played one after another, their wave and length (s). */
const TONES: Record<SoundKind, { freqs: number[]; wave: OscillatorType; each: number }> = {
  land: { freqs: [196], wave: "sine", each: 0.12 }, // a low, soft knock
  spell: { freqs: [523.25, 783.99], wave: "triangle", each: 0.09 }, // a rising chime
  combat: { freqs: [98], wave: "square", each: 0.08 }, // a short thump
  turn: { freqs: [392, 523.25, 659.25], wave: "sine", each: 0.1 }, // a three-note call
};

/** Quiet: the loudest moment of any sound. */
const PEAK = 0.05;

let ctx: AudioContext | null = null;

/** Plays `kinds`, one after another. Never throws: a page without audio just stays silent. */
export function playSounds(kinds: readonly SoundKind[]): void {
  if (!kinds.length) return;
  try {
    const Ctor = (window as unknown as { AudioContext?: typeof AudioContext }).AudioContext;
    if (!Ctor) return;
    ctx ??= new Ctor();
    if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
    let at = ctx.currentTime + 0.01;
    for (const k of kinds) {
      const tone = TONES[k];
      for (const f of tone.freqs) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = tone.wave;
        osc.frequency.value = f;
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(PEAK, at + 0.015);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.each);
        osc.connect(gain).connect(ctx.destination);
        osc.start(at);
        osc.stop(at + tone.each + 0.02);
        at += tone.each * 0.8;
      }
      at += 0.05;
    }
  } catch {
    // No audio device, or audio refused: the table plays on silently.
  }
}
