/**
 * The untap step's turn-based action (CR 502.3): "the active player determines which permanents
 * they control will untap. Then they untap them all simultaneously." Normally all of them untap;
 * static abilities (card `untapRules`, engine/cards/types.ts) and effects change that:
 *
 * - "doesn't untap during its controller's untap step": the object's own ability or an effect
 *   on it is the keyword DOESNT_UNTAP; another permanent's static ability (Paralyze, Meekstone,
 *   Magnetic Mountain) is a `doesntUntap` rule, judged on current characteristics (these are
 *   rule effects, not characteristics: no layer, CR 613 doesn't order them);
 * - "you may choose not to untap this": one decision for all such permanents (Resume "untap"),
 *   answered with the ones left tapped (scenario-format "Additions", untap step);
 * - "players can't untap more than one land" (Winter Orb, Smoke, Damping Field): the permanents
 *   that untap must respect every limit, and as many untap as the limits allow (502.3
 *   "normally, all ... untap"): a set to which no other permanent could be added. Asked only
 *   while more than one such set remains (a decision with one legal answer is never asked), and
 *   answered, like every untap-step decision (scenario-format "Additions"), by naming the
 *   permanents to leave tapped (Resume "untap_limit" with `among`): under Winter Orb with three
 *   tapped lands, the two that stay tapped. Where limits overlap so that not every such answer
 *   would be legal (an artifact creature under both Smoke and Damping Field), the player instead
 *   picks the permanents that untap one at a time, so every answer offered is still legal;
 * - "players skip their untap steps" (Stasis): a replacement of the step with nothing (614.10).
 *
 * Everything is decided before anything untaps, so a permanent whose effect depends on another
 * staying tapped (Phyrexian Gremlins) holds it even if both would untap in this step.
 */
import type { Filter, UntapRuleDef } from "../cards/types";
import { gameHolds, namesWhere } from "../cards/registry";
import { matches } from "./filters";
import type { Game } from "./game";
import type { PlayerId } from "../types";
import type { Answer, GameObject, Resume } from "./state";

/** The keyword for "this doesn't untap during your (its controller's) untap step". */
export const DOESNT_UNTAP = "doesn't untap during your untap step";
/** "... doesn't untap during your untap step if it has a [kind] counter on it": the keyword is DOESNT_UNTAP_IF + kind + COUNTER_ON_IT. */
export const DOESNT_UNTAP_IF = "doesn't untap during your untap step if it has a ";
const COUNTER_ON_IT = " counter on it";

type UntapResume = Extract<Resume, { at: "untap" | "untap_limit" }>;
type LimitResume = Extract<Resume, { at: "untap_limit" }>;

interface RuleInPlay {
  src: GameObject;
  you: PlayerId;
  rule: UntapRuleDef;
}

/** The untap rules of the permanents on the battlefield whose conditions hold now. */
function rulesInPlay(g: Game): RuleInPlay[] {
  const out: RuleInPlay[] = [];
  // A permanent's rules come from its card's definition (`def` is the card its name names; no
  // effect grants untap rules), so in a game holding no card with untap rules there are none,
  // and the battlefield needn't be looked at, twice each turn.
  if (!gameHolds(g.state, untapRuleNames())) return out;
  for (const src of g.battlefield()) {
    const c = g.chars(src);
    for (const rule of c.def?.untapRules ?? []) {
      if ("condition" in rule && rule.condition && !rule.condition(g, src)) continue;
      out.push({ src, you: c.controller, rule });
    }
  }
  return out;
}

const untapRuleNames = () => namesWhere("untapRules", (d) => !!d.untapRules?.length);

/** CR 614.10: "Players skip their untap steps" (Stasis). */
export function skipsUntapStep(g: Game): boolean {
  return rulesInPlay(g).some((r) => "skipUntapSteps" in r.rule);
}

function affected(g: Game, r: RuleInPlay, affects: "self" | "enchanted" | Filter, o: GameObject): boolean {
  if (affects === "self") return r.src.id === o.id;
  if (affects === "enchanted") return r.src.attachedTo === o.id;
  return matches(g, o, g.chars(o), affects, { you: r.you, source: r.src.id });
}

/** Whether an effect keeps `o` from untapping during its controller's untap step. */
export function doesntUntap(g: Game, o: GameObject, rules: RuleInPlay[] = rulesInPlay(g)): boolean {
  const kw = g.chars(o).keywords;
  if (kw.has(DOESNT_UNTAP)) return true;
  // "This creature doesn't untap during your untap step if it has a glyph counter on it" (granted by Glyph of Delusion).
  if (kw.size) for (const k of kw) if (k.startsWith(DOESNT_UNTAP_IF)) { const kind = k.slice(DOESNT_UNTAP_IF.length, -COUNTER_ON_IT.length); if ((o.counters[kind] ?? 0) > 0) return true; }
  return rules.some((r) => "doesntUntap" in r.rule && affected(g, r, r.rule.doesntUntap, o));
}

/** "You may choose not to untap this during your untap step" (its own ability). */
function mayStayTapped(g: Game, o: GameObject): boolean {
  return !!g.chars(o).def?.untapRules?.some((r) => "mayChooseNotToUntap" in r);
}

/** Begins the untap step's untapping: asks what must be asked, or untaps at once. */
export function untapStep(g: Game): void {
  if (runUntap(g, { at: "untap" })) untapStepsPassed(g);
}

/**
 * "During its controller's next two untap steps" (Telekinesis): once the active player's
 * permanents have untapped, effects lasting through untap steps of a permanent they control
 * count one down, and end after the last; an effect on an object gone is over (CR 400.7).
 */
function untapStepsPassed(g: Game): void {
  const s = g.state;
  if (!s.effects.some((e) => "until" in e.duration && e.duration.until === "untap_steps")) return;
  s.effects = s.effects.flatMap((e) => {
    const d = e.duration;
    if (!("until" in d) || d.until !== "untap_steps") return [e];
    const o = g.obj(d.object);
    if (!o || o.zone !== "battlefield") return [];
    if (o.controller !== s.turn.active) return [e];
    return d.count > 1 ? [{ ...e, duration: { ...d, count: d.count - 1 } }] : [];
  });
  g.touch();
}

/**
 * Goes on with the answer to an untap-step decision. Returns true when the permanents have
 * untapped (the step is over), false when another decision is pending.
 */
export function answerUntap(g: Game, r: UntapResume, answer: Answer): boolean {
  const cards = answer.cards ?? [];
  const done = r.at === "untap" ? runUntap(g, { at: "untap_limit", leave: [...cards], picked: [] })
    // Named: the ones left tapped; the others among the limited permanents untap.
    : r.among ? runUntap(g, { at: "untap_limit", leave: r.leave, picked: r.among.filter((id) => !cards.includes(id)) })
    : runUntap(g, { ...r, picked: [...r.picked, ...cards] });
  if (done) untapStepsPassed(g);
  return done;
}

function runUntap(g: Game, r: UntapResume): boolean {
  const s = g.state;
  const active = s.turn.active;
  const rules = rulesInPlay(g);
  const candidates = g.battlefield().filter((o) => o.controller === active && o.tapped && !doesntUntap(g, o, rules));
  if (r.at === "untap") {
    const optional = candidates.filter((o) => mayStayTapped(g, o)).map((o) => o.id);
    if (optional.length) {
      s.decision = {
        kind: "choose", player: active, prompt: "Untap step: choose the permanents to leave tapped",
        choice: { type: "cards", from: optional, min: 0, max: optional.length }, resume: r,
      };
      return false;
    }
  }
  const lr: LimitResume = r.at === "untap_limit" ? r : { at: "untap_limit", leave: [], picked: [] };
  const left = candidates.filter((o) => !lr.leave.includes(o.id));
  const limits = rules.flatMap((x) => ("untapLimit" in x.rule ? [{ ...x, filter: x.rule.untapLimit, count: x.rule.count }] : []));
  if (!limits.length) {
    // No limit (nearly every turn): all of them untap, as below with nothing to choose.
    for (const o of left) g.untap(o.id);
    return true;
  }
  // Which limits each permanent counts against.
  const under = new Map<string, number[]>();
  for (const o of left) {
    const ls = limits.flatMap((l, i) => (matches(g, o, g.chars(o), l.filter, { you: l.you, source: l.src.id }) ? [i] : []));
    if (ls.length) under.set(o.id, ls);
  }
  const free = left.filter((o) => !under.has(o.id)).map((o) => o.id);
  let chosen: string[];
  if (!under.size) chosen = [];
  else {
    // The sets still possible; once the picks so far are a whole set, it is the only one left.
    const sets = maximalSets([...under.keys()], under, limits.map((l) => l.count), lr.picked);
    if (sets.length <= 1) chosen = sets[0] ?? lr.picked;
    else if (!lr.picked.length && everySubsetAllowed(sets, under.size)) {
      const among = [...under.keys()];
      const stay = among.length - sets[0]!.length;
      const names = [...new Set(limits.map((l) => l.src.name))].join(", ");
      s.decision = {
        kind: "choose", player: active,
        prompt: `Untap step: choose the ${stay === 1 ? "permanent" : `${stay} permanents`} to leave tapped (${names})`,
        choice: { type: "cards", from: among, min: stay, max: stay }, resume: { ...lr, among },
      };
      return false;
    } else {
      const more = new Set<string>();
      for (const set of sets) for (const id of set) if (!lr.picked.includes(id)) more.add(id);
      const names = [...new Set(limits.map((l) => l.src.name))].join(", ");
      s.decision = {
        kind: "choose", player: active,
        prompt: `Untap step: choose ${lr.picked.length ? "another permanent" : "a permanent"} to untap (${names})`,
        choice: { type: "cards", from: [...more], min: 1, max: 1 }, resume: lr,
      };
      return false;
    }
  }
  const untapping = new Set([...free, ...chosen]);
  // CR 502.3: all at once, after everything is decided.
  for (const o of left) if (untapping.has(o.id)) g.untap(o.id);
  return true;
}

/**
 * Whether the sets that may untap are all the sets of one size k of the n limited permanents,
 * so that leaving any n − k of them tapped is legal (one limit, or limits that don't overlap
 * with each filled alike).
 */
function everySubsetAllowed(sets: string[][], n: number): boolean {
  const k = sets[0]!.length;
  if (sets.some((x) => x.length !== k)) return false;
  let combinations = 1;
  for (let i = 0; i < k; i++) combinations = (combinations * (n - i)) / (i + 1);
  return Math.round(combinations) === sets.length;
}

/**
 * The sets of limited permanents that may untap together: every limit respected (at most its
 * count of the permanents it covers), and no other permanent could be added. Only those that
 * contain `picked` (the permanents already chosen to untap).
 */
function maximalSets(ids: string[], under: Map<string, number[]>, counts: number[], picked: string[]): string[][] {
  const used = counts.map(() => 0);
  const fits = (id: string) => under.get(id)!.every((i) => used[i]! < counts[i]!);
  const take = (id: string, d: number) => { for (const i of under.get(id)!) used[i]! += d; };
  for (const id of picked) { if (!fits(id)) return []; take(id, 1); }
  const rest = ids.filter((id) => !picked.includes(id));
  const out: string[][] = [];
  const current: string[] = [];
  const walk = (from: number) => {
    if (out.length > 500) return; // far beyond any real board; every set listed is still legal
    if (!rest.some((id) => !current.includes(id) && fits(id))) { out.push([...picked, ...current]); return; }
    for (let k = from; k < rest.length; k++) {
      const id = rest[k]!;
      if (!fits(id)) continue;
      take(id, 1);
      current.push(id);
      walk(k + 1);
      current.pop();
      take(id, -1);
    }
  };
  // Only sets to which nothing more fits are recorded (maximal); each once (increasing order).
  walk(0);
  return out;
}
