/** Classic sorceries. */
import type { PlayerId } from "../../types";
import { PLAYERS } from "../../types";
import { Illegal } from "../../core/cast";
import { register } from "../registry";
import { anyTarget, cardInYourGraveyard, destroyAll, isCreature, permanentWith, destroyTarget, sourceOf, target, targetPlayer } from "../lib";
import type { Answer, Effect } from "../types";
import type { Game } from "../../core/game";
import type { StackItem } from "../../core/state";

const x = (item: StackItem) => item.x ?? 0;
const playerTarget = (item: StackItem) => target(item, 0) as PlayerId | undefined;

/** Damage to each creature matching a filter and each player (Earthquake, Hurricane). */
function quake(flying: boolean): Effect {
  return (g, item) => {
    const src = sourceOf(g, item);
    const victims = g.battlefield().filter((o) => { const c = g.chars(o); return isCreature(c) && c.keywords.has("flying") === flying; }).map((o) => o.id);
    for (const id of victims) g.dealDamage(src, id, x(item)); // dealt simultaneously; SBA see it all at once
    for (const p of PLAYERS) g.dealDamage(src, p, x(item));
  };
}

/**
 * Balance: for lands, then cards in hand, then creatures, each player with more than the fewest
 * chooses which to keep (the Oracle: "chooses a number ... then sacrifices the rest"). The `choose`
 * answer may list the ones kept or, equivalently, the ones to sacrifice or discard.
 */
const balance: Effect = (g, item, answer) => {
  const kinds = ["lands", "hand", "creatures"] as const;
  const data = (item.data ??= {});
  const pool = (p: PlayerId, what: (typeof kinds)[number]) =>
    what === "hand" ? [...g.player(p).hand] : g.battlefield().filter((o) => o.controller === p && (what === "lands" ? g.chars(o).types.includes("Land") : isCreature(g.chars(o)))).map((o) => o.id);
  if (answer) applyBalanceAnswer(g, item, answer, pool);
  for (let k = Number(data.stage ?? 0); k < kinds.length; k++) {
    const what = kinds[k]!;
    const fewest = Math.min(...PLAYERS.map((p) => pool(p, what).length));
    const order = [g.state.turn.active, PLAYERS.find((p) => p !== g.state.turn.active)!]; // APNAP (CR 101.4)
    for (const p of order) {
      if (data[`done_${what}_${p}`]) continue;
      const mine = pool(p, what);
      // Keeping none is no choice at all: everything goes, without asking.
      if (fewest === 0) data[`remove_${what}_${p}`] = mine;
      else if (mine.length > fewest) {
        data.stage = k;
        data.asking = p;
        data.what = what;
        data.keep = fewest;
        return { choose: p, prompt: `Balance: choose ${fewest} ${what === "hand" ? "card(s) in your hand" : what} to keep`, choice: { type: "balance", item: item.id, what, keep: fewest, order } };
      }
      data[`done_${what}_${p}`] = true;
    }
    // Everyone has chosen for this kind: now it happens all at once.
    for (const p of order) {
      const gone = ((data[`remove_${what}_${p}`] as string[] | undefined) ?? []).filter((id) => g.obj(id));
      for (const id of gone) (what === "hand" ? g.discard(p, id) : g.sacrifice(id));
    }
    data.stage = k + 1;
  }
};

function applyBalanceAnswer(g: Game, item: StackItem, answer: Answer, pool: (p: PlayerId, w: "lands" | "hand" | "creatures") => string[]) {
  const data = item.data!;
  const p = data.asking as PlayerId;
  const what = data.what as "lands" | "hand" | "creatures";
  const keep = Number(data.keep);
  const mine = pool(p, what);
  const chosen = answer.cards ?? [];
  if (new Set(chosen).size !== chosen.length || !chosen.every((c) => mine.includes(c))) throw new Illegal("bad_action", `Choose among your own ${what}`);
  let kept: string[];
  if (chosen.length === keep) kept = chosen;
  else if (chosen.length === mine.length - keep) kept = mine.filter((id) => !chosen.includes(id));
  else throw new Illegal("bad_action", `Choose ${keep} to keep (or the ${mine.length - keep} to lose)`);
  data[`remove_${what}_${p}`] = mine.filter((id) => !kept.includes(id));
  data[`done_${what}_${p}`] = true;
}

register(
  {
    name: "Fireball",
    spell: {
      variableTargets: { spec: anyTarget, min: 0 }, // ruling 2017-11-17: zero targets is allowed
      extraCost: (n) => Math.max(0, n - 1), // "costs {1} more to cast for each target beyond the first"
      effect: (g, item) => {
        // Divided evenly, rounded down, among the targets still legal as it resolves (ruling 2017-11-17).
        const legal = item.targets.map((_r, i) => target(item, i)).filter((t): t is string => t !== undefined);
        if (!legal.length) return;
        const each = Math.floor(x(item) / legal.length);
        const src = sourceOf(g, item);
        for (const t of legal) g.dealDamage(src, t, each);
      },
    },
  },
  {
    name: "Disintegrate",
    spell: {
      targets: [anyTarget],
      effect: (g, item) => {
        const t = target(item, 0);
        if (t === undefined) return;
        const o = g.isPlayer(t) ? undefined : g.obj(t);
        if (o) {
          o.noRegenThisTurn = true;
          o.exileIfDiesThisTurn = true;
        }
        g.dealDamage(sourceOf(g, item), t, x(item));
      },
    },
  },
  { name: "Wrath of God", spell: { effect: destroyAll(isCreature, { noRegen: true }) } },
  { name: "Armageddon", spell: { effect: destroyAll((c) => c.types.includes("Land")) } },
  { name: "Stone Rain", spell: { targets: [permanentWith("target land", (c) => c.types.includes("Land"))], effect: destroyTarget() } },
  { name: "Time Walk", spell: { effect: (g, item) => { g.state.extraTurns.unshift(item.controller); g.emit("extra_turn", `${g.player(item.controller).name} will take an extra turn`); } } },
  { name: "Balance", spell: { effect: balance } },
  {
    name: "Demonic Tutor",
    spell: {
      effect: (g, item, answer) => {
        const lib = g.player(item.controller).library;
        if (!answer) {
          if (lib.length === 0) { g.shuffleLibrary(item.controller); return; }
          return { choose: item.controller, prompt: "Search your library for a card", choice: { type: "search", item: item.id } };
        }
        const pick = answer.cards ?? [];
        if (pick.length !== 1 || !lib.includes(pick[0]!)) throw new Illegal("bad_action", "Choose one card from your library");
        g.move(pick[0]!, "hand");
        g.shuffleLibrary(item.controller);
      },
    },
  },
  { name: "Regrowth", spell: { targets: [cardInYourGraveyard("target card in your graveyard")], effect: (g, item) => { const t = target(item, 0); if (t) g.move(t, "hand"); } } },
  { name: "Raise Dead", spell: { targets: [cardInYourGraveyard("target creature card in your graveyard", isCreature)], effect: (g, item) => { const t = target(item, 0); if (t) g.move(t, "hand"); } } },
  { name: "Stream of Life", spell: { targets: [targetPlayer], effect: (g, item) => { const t = playerTarget(item); if (t) g.gainLife(t, x(item)); } } },
  { name: "Earthquake", spell: { effect: quake(false) } },
  { name: "Hurricane", spell: { effect: quake(true) } },
  { name: "Mind Twist", spell: { targets: [targetPlayer], effect: (g, item) => { const t = playerTarget(item); if (t) g.discardAtRandom(t, x(item)); } } },
  { name: "Braingeyser", spell: { targets: [targetPlayer], effect: (g, item) => { const t = playerTarget(item); if (t) g.draw(t, x(item)); } } },
  { name: "Tranquility", spell: { effect: destroyAll((c) => c.types.includes("Enchantment")) } },
  {
    name: "Timetwister",
    spell: {
      effect: (g) => {
        for (const p of PLAYERS) {
          const pl = g.player(p);
          for (const id of [...pl.hand, ...pl.graveyard]) g.move(id, "library");
          g.shuffleLibrary(p);
        }
        for (const p of PLAYERS) g.draw(p, 7);
      },
    },
  },
  {
    name: "Wheel of Fortune",
    spell: {
      effect: (g) => {
        for (const p of PLAYERS) for (const id of [...g.player(p).hand]) g.discard(p, id);
        for (const p of PLAYERS) g.draw(p, 7);
      },
    },
  },
);
