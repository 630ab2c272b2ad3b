/**
 * Current characteristics of objects: printed values, then continuous effects applied in
 * layers and timestamp order (CR 613). Control (layer 2), abilities (layer 6) and power/toughness
 * (layer 7a CDA, 7c modifications and counters) are the layers the classic cards use.
 */
import type { Color, PlayerId } from "../types";
import type { Keyword } from "../cards/types";
import { cardData } from "../cards/data";
import { cardDef, namesWithStatics } from "../cards/registry";
import type { Game } from "./game";
import type { GameObject } from "./state";

export interface Chars {
  name: string;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: Color[];
  manaValue: number;
  power: number;
  toughness: number;
  keywords: Set<Keyword>;
  controller: PlayerId;
}

function num(v?: string): number {
  return v === undefined ? 0 : Number.isFinite(Number(v)) ? Number(v) : 0;
}
export function printedChars(obj: GameObject): Chars {
  const data = cardData(obj.name);
  const def = cardDef(obj.name);
  return {
    name: obj.name,
    types: data?.types ?? [],
    subtypes: data?.subtypes ?? [],
    supertypes: data?.supertypes ?? [],
    colors: data?.colorIndicator ?? data?.colors ?? [],
    manaValue: data?.cmc ?? 0,
    power: num(data?.power),
    toughness: num(data?.toughness),
    keywords: new Set(def?.keywords ?? []),
    controller: obj.baseController,
  };
}

/** Permanents with static abilities of a layer, in timestamp order (CR 613.7). */
function staticSources(g: Game) {
  const out: { src: GameObject; def: NonNullable<ReturnType<typeof cardDef>> }[] = [];
  for (const id of g.state.battlefield) {
    const src = g.state.objects[id]!;
    if (!namesWithStatics.has(src.name)) continue;
    out.push({ src, def: cardDef(src.name)! });
  }
  if (out.length > 1) out.sort((a, b) => a.src.timestamp - b.src.timestamp);
  return out;
}

function runLayer(g: Game, sources: ReturnType<typeof staticSources>, obj: GameObject, chars: Chars, layer: "control" | "abilities" | "pt_modify"): void {
  for (const { src, def } of sources) {
    for (const st of def.statics ?? []) {
      if (st.layer === layer && st.affects(g, src, obj, chars)) st.apply(chars, src, g, obj);
    }
  }
}

export function computeChars(g: Game, obj: GameObject): Chars {
  const chars = printedChars(obj);
  if (obj.zone !== "battlefield") {
    // CR 604.3: a characteristic-defining ability works in every zone ("you" is the owner off the battlefield and stack).
    const cda = cardDef(obj.name)?.cdaPowerToughness;
    if (cda) chars.power = chars.toughness = cda(g, obj, obj.zone === "stack" ? obj.controller : obj.owner);
    return chars;
  }
  const sources = staticSources(g);
  runLayer(g, sources, obj, chars, "control"); // layer 2
  runLayer(g, sources, obj, chars, "abilities"); // layer 6
  const def = cardDef(obj.name);
  if (def?.cdaPowerToughness) {
    // CR 604.3, 613.4a: a characteristic-defining ability sets P/T in layer 7a.
    const n = def.cdaPowerToughness(g, obj, chars.controller);
    chars.power = n;
    chars.toughness = n;
  }
  runLayer(g, sources, obj, chars, "pt_modify"); // layer 7c: effects from static abilities
  for (const f of g.state.floating) {
    if (f.object === obj.id) {
      chars.power += f.power;
      chars.toughness += f.toughness;
    }
  }
  // CR 613.4c: counters also apply in layer 7c.
  chars.power += (obj.counters["+1/+1"] ?? 0) - (obj.counters["-1/-1"] ?? 0);
  chars.toughness += (obj.counters["+1/+1"] ?? 0) - (obj.counters["-1/-1"] ?? 0);
  return chars;
}

/** Layer 2 only: who controls a permanent, without computing the rest. */
export function controllerOf(g: Game, obj: GameObject): PlayerId {
  if (obj.zone !== "battlefield") return obj.controller;
  const chars = printedChars(obj);
  for (const { src, def } of staticSources(g)) {
    for (const st of def.statics ?? []) {
      if (st.layer === "control" && st.affects(g, src, obj, chars)) st.apply(chars, src, g, obj);
    }
  }
  return chars.controller;
}
