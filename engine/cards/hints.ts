/**
 * What the computer players need to know of a card beyond its rules, derived from its
 * definition: whether its targets should be the opponent's things or the player's own (from the
 * effect's words when the card says nothing), whether it is a combat trick, its worth in hand.
 * This replaces name lists kept beside the AI.
 */
import type { AbilityInfo, ActivatedDef, CardDef, CardHints, EffectStep } from "./types";

const HARMFUL_STEPS = new Set(["damage", "destroy", "counter", "bounce", "tap", "exile", "discard", "mill", "sacrifice", "cantRegenerate", "gainControl"]);
const HELPFUL_STEPS = new Set(["regenerate", "prevent", "untap", "gainLife", "draw", "grant"]);

function stepsOf(def: CardDef): EffectStep[] {
  const lists: EffectStep[][] = [];
  if (def.spell?.effect) lists.push(def.spell.effect);
  for (const m of def.spell?.modes ?? []) lists.push(m.effect);
  for (const a of def.abilities ?? []) if (a.effect) lists.push(a.effect);
  for (const t of def.triggers ?? []) lists.push(t.effect);
  const out: EffectStep[] = [];
  const walk = (l: EffectStep[]) => {
    for (const s of l) {
      out.push(s);
      if ("then" in s && s.then) walk(s.then);
      if ("otherwise" in s && s.otherwise) walk(s.otherwise);
    }
  };
  lists.forEach(walk);
  return out;
}

const aimsAtTarget = (s: EffectStep) => {
  const w = (s as { what?: unknown; to?: unknown; who?: unknown }).what ?? (s as { to?: unknown }).to ?? (s as { who?: unknown }).who;
  return w === "target" || w === "targets" || (typeof w === "object" && w !== null && "target" in w);
};

/** Whether a step hurts or helps what it targets. */
function stepLean(s: EffectStep): "harmful" | "helpful" | null {
  if (!aimsAtTarget(s)) return null;
  if (s.do === "pump") {
    const p = typeof s.power === "number" ? s.power : 1;
    const t = typeof s.toughness === "number" ? s.toughness : 1;
    return p + t < 0 ? "harmful" : "helpful";
  }
  if (s.do === "addCounters") return s.kind.startsWith("-") ? "harmful" : "helpful";
  if (s.do === "move") return s.to === "hand" || s.to === "battlefield" ? "helpful" : "harmful";
  if (HARMFUL_STEPS.has(s.do)) return "harmful";
  if (HELPFUL_STEPS.has(s.do)) return "helpful";
  return null;
}

const whoOf = (w: unknown): "self" | "enchanted" | "target" | undefined =>
  w === "self" ? "self" : w === "enchanted" ? "enchanted" : w === "target" || (typeof w === "object" && w !== null && "target" in w) ? "target" : undefined;

function abilityInfo(a: ActivatedDef): AbilityInfo {
  const info: AbilityInfo = { mana: !!a.mana, cost: a.cost.mana ?? "", tap: !!a.cost.tap, ...(a.ai?.never ? { never: true } : {}), ...(a.ai?.responseOnly ? { responseOnly: true } : {}), ...(a.ai?.beforeYourDraw ? { beforeYourDraw: true } : {}), ...(a.ai?.shields ? { shields: a.ai.shields } : {}) };
  // The combo's pieces (app/host/ai/combo.ts): one-shot mana (Black Lotus), "untap this" (Basalt Monolith).
  if (a.mana && a.cost.sacrificeSelf && !a.cost.mana) info.manaOnce = a.mana.fixed?.length ?? a.mana.anyColor ?? 1;
  for (const s of a.effect ?? []) {
    if (s.do === "untap" && s.what === "self") info.untapsSelf = true;
    if (s.do === "becomes" && s.what === "self" && s.types?.includes("Creature") && typeof s.power === "number" && typeof s.toughness === "number") info.animates = { power: s.power, toughness: s.toughness };
    if (s.do === "pump" && typeof s.power === "number" && typeof s.toughness === "number") {
      const what = whoOf(s.what);
      if (what) info.pump = { power: s.power, toughness: s.toughness, what };
    }
    if (s.do === "regenerate") info.regenerates = whoOf(s.what);
    if (s.do === "tap" && whoOf(s.what) === "target") info.tapsTarget = true;
    const lean = stepLean(s);
    if (lean) info.targets = a.ai?.targets ?? lean;
  }
  return info;
}

export function deriveHints(def: CardDef): CardHints {
  const hints: CardHints = { ...(def.ai ?? {}) };
  if (def.abilities?.length) hints.abilities = def.abilities.map(abilityInfo);
  if (def.keywords?.length) hints.keywords = [...def.keywords];
  const spellSteps = [...(def.spell?.effect ?? []), ...(def.spell?.modes ?? []).flatMap((m) => m.effect)];
  const pump = spellSteps.find((s): s is Extract<EffectStep, { do: "pump" }> => s.do === "pump" && whoOf(s.what) === "target");
  if (pump && typeof pump.power === "number" && typeof pump.toughness === "number") hints.pump = { power: pump.power, toughness: pump.toughness };
  if (!hints.xUse) {
    const xs = spellSteps.find((st) => ("amount" in st && st.amount === "X") || ("n" in st && st.n === "X"));
    if (xs) hints.xUse = xs.do === "damage" ? "damage" : xs.do === "discard" ? "discard" : xs.do === "draw" ? "draw" : xs.do === "gainLife" ? "life" : undefined;
  }
  if (def.spell?.xColor) hints.xColor = def.spell.xColor;
  if (def.dexterity) hints.dexterity = true;
  if (def.statics?.some((st) => typeof st.affects === "object") || def.cda) hints.boostsOthers = true;
  const all = (st: EffectStep) => typeof (st as { what?: unknown; to?: unknown }).what === "object" && (st as { what: object }).what !== null && "all" in (st as { what: object }).what
    || typeof (st as { to?: unknown }).to === "object" && (st as { to: object }).to !== null && "all" in (st as { to: object }).to;
  const sweep = [...spellSteps, ...(def.abilities ?? []).flatMap((a) => a.effect ?? [])].find((st) => (st.do === "destroy" || st.do === "damage") && all(st));
  if (sweep) hints.sweeper = sweep.do === "destroy" ? (sweep.noRegen ? "unregenerable" : "destroy") : "damage";
  const removal = removalOf(spellSteps) ?? (def.enchant && def.statics?.some((s) => s.layer === "2") ? "control" : undefined);
  if (removal) hints.removal = removal;
  if (!hints.targets) {
    const leans = stepsOf(def).map(stepLean).filter((x): x is "harmful" | "helpful" => !!x);
    if (leans.length) hints.targets = leans.includes("harmful") ? "harmful" : "helpful";
    if (def.enchant && !hints.targets) {
      const st = def.statics?.find((s) => s.affects === "enchanted" && typeof s.mod === "object" && "pt" in s.mod);
      if (st && typeof st.mod === "object" && "pt" in st.mod) hints.targets = st.mod.pt[0] + st.mod.pt[1] < 0 ? "harmful" : "helpful";
      else if (def.statics?.some((s) => s.affects === "enchanted")) hints.targets = "helpful";
    }
  }
  const tax = (def.triggers ?? []).flatMap((t) => (t.when.on === "step" && t.when.step === "upkeep" && Array.isArray(t.effect) ? t.effect : []))
    .find((st) => st.do === "damage" && typeof st.amount === "object" && st.amount !== null && "handSize" in st.amount);
  if (tax && tax.do === "damage" && typeof tax.amount === "object" && "handSize" in tax.amount) hints.handTax = { minus: tax.amount.minus ?? 0, times: tax.amount.times ?? 1 };
  const upkeepLife = (def.triggers ?? []).flatMap((t) => (t.when.on === "step" && t.when.step === "upkeep" && t.when.whose === "yours" && Array.isArray(t.effect) ? t.effect : []))
    .find((st) => st.do === "gainLife" && st.who === "you" && typeof st.n === "object" && st.n !== null && "handSize" in st.n && st.n.handSize === "you");
  if (upkeepLife?.do === "gainLife" && typeof upkeepLife.n === "object" && "handSize" in upkeepLife.n) hints.handLife = { minus: upkeepLife.n.minus ?? 0 };
  const keep = (def.triggers ?? []).flatMap((t) => (t.when.on === "step" && t.when.step === "upkeep" && Array.isArray(t.effect) ? t.effect : []))
    .find((st) => st.do === "unlessPays" && typeof st.cost === "string" && st.then.some((x) => x.do === "sacrifice"));
  if (keep && keep.do === "unlessPays" && typeof keep.cost === "string") hints.keepCost = keep.cost;
  // The combo's pieces (app/host/ai/combo.ts): a ritual's mana, a cost reducer for the enchanted
  // permanent's abilities (Power Artifact), a counterspell.
  const added = spellSteps.find((st) => st.do === "addMana");
  if (hints.ritual && added?.do === "addMana") hints.ritualMana = [...added.mana.matchAll(/\{[^}]+\}|[WUBRGC]/g)].length;
  const cheaper = def.costChanges?.find((c) => "abilities" in c && c.abilities === "enchanted" && (c.less ?? 0) > 0);
  if (cheaper && "abilities" in cheaper) hints.cheapens = { less: cheaper.less!, minOne: !!cheaper.minOne };
  const shot = def.spell?.targets?.length === 1 && def.spell.targets[0]!.player && def.spell.targets[0]!.player !== "you" && !def.spell.modes ? def.spell.effect ?? [] : [];
  const hit = shot.find((st) => st.do === "damage" && typeof st.amount === "number" && whoOf(st.to) === "target");
  if (hit?.do === "damage" && typeof hit.amount === "number") hints.burn = hit.amount;
  if ((def.triggers ?? []).some((t) => t.when.on === "step" && t.when.step === "end" && !t.condition && Array.isArray(t.effect) && t.effect.length === 1 && t.effect[0]!.do === "sacrifice" && t.effect[0]!.what === "self")) hints.fleeting = true;
  // Not written `hints.counters = ...`: card-files.test.ts reads that as a write to an object's counters.
  if (stepsOf(def).some((st) => st.do === "counter")) Object.assign(hints, { counters: true });
  if (!hints.lock) {
    // CR 502.3, 614.10: rules of the untap step for every player; CR 614.1c: the opponent's permanents enter tapped.
    if (def.untapRules?.some((r) => "skipUntapSteps" in r || "untapLimit" in r)) hints.lock = "untap";
    // CR 508.1c: every player's creatures of a kind can't attack (Moat), not only its controller's.
    else if (def.statics?.some((st) => typeof st.affects === "object" && st.affects !== null && !(st.affects as { controller?: string }).controller
      && typeof st.mod === "object" && "addKeywords" in st.mod && (st.mod.addKeywords as string[]).includes("can't attack"))) hints.lock = "attack";
    else if (def.replacements?.some((r) => (r as { othersEnter?: string; filter?: { controller?: string } }).othersEnter === "tapped" && (r as { filter?: { controller?: string } }).filter?.controller === "opponent")) hints.lock = "enterTapped";
    else if (spellSteps.some((st) => st.do === "destroy" && typeof st.what === "object" && st.what !== null && "all" in st.what && (st.what.all as { types?: string[] }).types?.includes("Land"))) hints.lock = "lands";
    else if (hints.handTax && hints.handTax.times > 0) hints.lock = "tax";
  }
  if (hints.trick === undefined && def.spell?.effect?.some((s) => s.do === "pump" && aimsAtTarget(s))) hints.trick = true;
  return hints;
}

function removalOf(steps: EffectStep[]): CardHints["removal"] | undefined {
  let out: CardHints["removal"] | undefined;
  for (const s of steps) {
    if (!aimsAtTarget(s)) continue;
    if (s.do === "cantRegenerate" || (s.do === "destroy" && s.noRegen)) return "unregenerable";
    if (s.do === "exile") out = "exile";
    else if (s.do === "bounce") out ??= "bounce";
    else if (s.do === "destroy") out ??= "destroy";
    else if (s.do === "damage") out ??= "damage";
  }
  return out;
}

/** The ability and mode texts the table shows. */
export interface CardTexts {
  abilities: string[];
  modes: string[];
  triggers: string[];
}

export function textsOf(def: CardDef): CardTexts {
  return {
    abilities: (def.abilities ?? []).map((a) => a.text),
    modes: (def.spell?.modes ?? []).map((m) => m.text),
    triggers: (def.triggers ?? []).map((t) => t.text),
  };
}
