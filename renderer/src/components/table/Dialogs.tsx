/**
 * The table's dialogs, each answering one pending decision or one open choice of an intent:
 * mode, mana color, X; abilities of a permanent; mulligan; the engine's questions (cards to
 * choose, targets, an order, yes or no, a color, a number, an option, a player); pay or not;
 * dividing combat damage; the mana payment of a spell paid by hand; graveyard and exile viewers.
 */
import { useEffect, useMemo, useState } from "react";
import type { Choice } from "../../../../engine/index";
import { Card, CardBack, ManaCost, OracleText, SymbolText, TableCard, faceFromData, cachedCardData, useCardData } from "../card/index";
import { useStore } from "../../store/index";
import { Dialog } from "./Dialog";
import { advance, cancelAll, chooseAbility, payAutomatically, pickTarget, primary, send } from "./intents";
import { abilityText, activateOptions, nextStep, refName } from "./legal";
import { useModel } from "./model";
import { NameCardDialog } from "./NameCardDialog";

const COLOR_NAMES: Record<string, string> = { W: "White", U: "Blue", B: "Black", R: "Red", G: "Green" };

export function TableDialogs() {
  const m = useModel();
  const intent = useStore((s) => s.intent);
  const menuFor = useStore((s) => s.menuFor);
  const zone = useStore((s) => s.zoneViewer);
  if (m.readOnly) return zone ? <ZoneViewer /> : null;
  const d = m.myDecision;
  return (
    <>
      {intent && <IntentDialog />}
      {menuFor && <CardMenu id={menuFor} />}
      {!intent && d?.kind === "mulligan" && <MulliganDialog />}
      {!intent && d?.kind === "choose" && d.choiceType !== "pay" && <ChooseDialog key={m.update.step} />}
      {!intent && d?.kind === "choose" && d.choiceType === "pay" && <PayOrNotDialog />}
      {!intent && d?.kind === "assign_damage" && <AssignDialog key={m.update.step} />}
      {!intent && d?.kind === "payment" && <PaymentDialog />}
      {zone && <ZoneViewer />}
    </>
  );
}

function IntentDialog() {
  const intent = useStore((s) => s.intent)!;
  const setIntent = useStore((s) => s.setIntent);
  const step = nextStep(intent);
  // X defaults to the largest X the player can pay. What the player typed belongs to this one
  // spell with these targets: a later spell, or other targets, start from their own largest X
  // again. (Keyed, not reset by an effect: an effect run late, on a busy machine, once wiped
  // a value typed the moment the dialog appeared.)
  const xKey = `${intent.verb}:${intent.card}:${intent.targets.join(",")}`;
  const [typed, setTyped] = useState<{ key: string; value: string } | null>(null);
  const typedX = typed?.key === xKey ? typed.value : null;
  const setX = (value: string) => setTyped({ key: xKey, value });
  if (!step || step.kind === "target" || step.kind === "ready") return null;
  const close = () => setIntent(null);
  if (step.kind === "cost") return <CostDialog key={`${intent.card}:${step.part}`} />;
  if (step.kind === "mode") {
    return (
      <Dialog title={`${intent.name}: choose one`} onClose={close} testId="dialog-mode">
        <div className="dialog-choices">
          {step.modes.map(({ mode, text }) => (
            <button key={mode} type="button" className="choice" onClick={() => void advance({ ...intent, mode })} data-testid={`mode-${mode}`}>
              {text}
            </button>
          ))}
        </div>
        <DialogButtons onCancel={close} />
      </Dialog>
    );
  }
  if (step.kind === "mana") {
    return (
      <Dialog title={`${intent.name}: which mana?`} onClose={close} testId="dialog-color">
        <div className="dialog-choices row">
          {step.colors.map((c) => (
            <button key={c} type="button" className="choice mana-choice" onClick={() => void advance({ ...intent, mana: c })} aria-label={`Add ${c}`} data-testid={`color-${c}`}>
              <ManaCost cost={c.split("").map((s) => `{${s}}`).join("")} />
            </button>
          ))}
        </div>
        <DialogButtons onCancel={close} />
      </Dialog>
    );
  }
  const min = step.values[0] ?? 0;
  const max = step.values[step.values.length - 1] ?? 0;
  const x = typedX ?? String(max);
  const submitX = () => {
    const n = Math.max(0, Math.floor(Number(x)));
    if (Number.isFinite(n)) void advance({ ...intent, x: n });
  };
  return (
    <Dialog title={`${intent.name}: choose X`} onClose={close} testId="dialog-x">
      <form
        className="x-form"
        onSubmit={(e) => {
          e.preventDefault();
          submitX();
        }}
      >
        <label>
          X ={" "}
          <input type="number" min={0} value={x} onChange={(e) => setX(e.target.value)} data-autofocus aria-label="X" data-testid="x-input" />
        </label>
        <input type="range" min={min} max={max} value={Math.min(max, Math.max(min, Number(x) || 0))} onChange={(e) => setX(e.target.value)} aria-label="X slider" />
        <p className="dialog-note">
          You can make about {max + (min > 0 ? 0 : 0)} mana for X now ({min}–{max}).
        </p>
        <DialogButtons okLabel="Cast" onCancel={close} submit />
      </form>
    </Dialog>
  );
}

/**
 * A non-mana cost that needs choosing while casting or activating (CR 601.2b, 602.2): which
 * permanent to sacrifice or tap, which card to discard, exile or return. Each card clicked here
 * (or on the table) is one pick; once enough are picked, the spell or ability goes on.
 */
function CostDialog() {
  const m = useModel();
  const intent = useStore((s) => s.intent)!;
  const setIntent = useStore((s) => s.setIntent);
  const step = nextStep(intent);
  if (step?.kind !== "cost") return null;
  const part = intent.option.costs[step.part]!;
  const picked = intent.costs?.[part.kind] ?? [];
  const unpick = (id: string) => setIntent({ ...intent, costs: { ...intent.costs, [part.kind]: picked.filter((x) => x !== id) } });
  const text = "text" in intent.option && typeof intent.option.text === "string" ? intent.option.text : null;
  return (
    <Dialog title={`${intent.name}: ${part.text}`} modal={false} onClose={() => setIntent(null)} className="choose-cards" testId="dialog-cost">
      {text && <p>{text}</p>}
      {intent.targets.length > 0 && <p className="dialog-note">Target{intent.targets.length > 1 ? "s" : ""}: {intent.targets.map((t) => refName(m.view, t, m.index)).join(", ")}</p>}
      <p className="dialog-note">
        {step.min !== undefined
          ? `${COST_VERB[part.kind]} any number${step.min > 0 ? ` (at least ${step.min})` : ""}: chosen ${picked.length}. Click cards here or on the table, then OK.`
          : `${COST_VERB[part.kind]} ${part.count === 1 ? "one" : part.count}: chosen ${picked.length} of ${part.count}. Click a card here or on the table.`}
      </p>
      {step.min === undefined && part.candidates.length === part.count && (
        <p className="dialog-note" data-testid="only-choice">
          {part.candidates.length === 1 ? "Your only choice" : "Your only choices"}: {part.candidates.map((id) => refName(m.view, id, m.index)).join(", ")}. Click {part.candidates.length === 1 ? "it" : "them"} to {COST_VERB[part.kind]!.toLowerCase()} {part.candidates.length === 1 ? "it" : "them"}, or Cancel to keep {part.candidates.length === 1 ? "it" : "them"}.
        </p>
      )}
      <div className="choose-grid">
        {part.candidates.map((id) => {
          const c = m.index.get(id);
          const on = picked.includes(id);
          const pick = () => void (on ? unpick(id) : pickTarget(id));
          return c ? (
            <TableCard key={id} card={c} highlight={on ? "selected" : null} className={on ? "picked" : ""} onClick={pick} onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), pick())} aria-pressed={on} data-testid={`cost-${id}`} />
          ) : (
            <button key={id} type="button" className={`choice${on ? " on" : ""}`} onClick={pick} aria-pressed={on} data-testid={`cost-${id}`}>
              {refName(m.view, id, m.index)}
            </button>
          );
        })}
      </div>
      {step.min !== undefined ? (
        <DialogButtons
          okDisabled={picked.length < step.min}
          onOk={() => void advance({ ...intent, costs: { ...intent.costs, [part.kind]: picked }, costsDone: [...(intent.costsDone ?? []), part.kind] })}
          onCancel={() => setIntent(null)}
        />
      ) : (
        <DialogButtons onCancel={() => setIntent(null)} />
      )}
    </Dialog>
  );
}

const COST_VERB: Record<string, string> = { sacrifice: "Sacrifice", discard: "Discard", exile: "Exile", tap: "Tap", return: "Return" };

function DialogButtons({ okLabel, onOk, onCancel, submit, okDisabled }: { okLabel?: string; onOk?: () => void; onCancel?: () => void; submit?: boolean; okDisabled?: boolean }) {
  return (
    <div className="dialog-buttons">
      {(onOk || submit) && (
        <button type={submit ? "submit" : "button"} className="pb-button primary" onClick={onOk} disabled={okDisabled} data-testid="dialog-ok">
          {okLabel ?? "OK"}
        </button>
      )}
      {onCancel && (
        <button type="button" className="pb-button" onClick={onCancel} data-testid="dialog-cancel">
          Cancel
        </button>
      )}
    </div>
  );
}

/** A permanent with several abilities, or a mana source with several colors while paying. */
function CardMenu({ id }: { id: string }) {
  const m = useModel();
  const openMenu = useStore((s) => s.openMenu);
  const card = m.index.get(id);
  const d = m.myDecision;
  const paying = d?.kind === "payment" || (d?.kind === "choose" && (d.choiceType === "pay" || d.choiceType === "number"));
  const options = activateOptions(m.legal, id).filter((o) => !paying || o.isMana);
  if (!card || !options.length) return null;
  const close = () => openMenu(null);
  return (
    <Dialog title={card.name} onClose={close} testId="dialog-menu">
      <div className="dialog-choices">
        {paying
          ? options.flatMap((o) => (o.mana ?? [undefined]).map((mana) => ({ o, mana }))).map(({ o, mana }, i) => (
              <button
                key={i}
                type="button"
                className="choice"
                onClick={() => {
                  close();
                  void send({ type: "activate", card: id, ability: o.ability, ...(mana ? { mana } : {}) }, id);
                }}
              >
                {mana ? (
                  <>
                    Add <ManaCost cost={mana.split("").map((s) => `{${s}}`).join("")} />
                  </>
                ) : (
                  o.text
                )}
              </button>
            ))
          : options.map((o) => (
              <button key={o.ability} type="button" className="choice" onClick={() => void chooseAbility(card, o.ability)} data-testid={`ability-${o.ability}`}>
                {o.text}
              </button>
            ))}
      </div>
      <DialogButtons onCancel={close} />
    </Dialog>
  );
}

/** "N cards" / "1 card". */
const cards = (n: number) => `${n} card${n === 1 ? "" : "s"}`;

/**
 * The opening hand (CR 103.5, London mulligan): keep, or shuffle and draw seven again. Once
 * every player keeps, each puts one card on the bottom for each mulligan they took (the engine's
 * "mulligan_bottom" choice): the dialog says how many that will be.
 */
function MulliganDialog() {
  const m = useModel();
  const me = m.view.players[m.me];
  // The view has no mulligan count: the log says each one ("<name> takes a mulligan").
  const taken = useStore((s) => s.log.filter((l) => l === `${me.name} takes a mulligan`).length);
  const hand = me.handCount;
  const bottom = Math.min(taken, hand);
  return (
    <Dialog title="Opening hand" modal={false} className="mulligan" testId="dialog-mulligan">
      {taken === 0 ? (
        <p>You drew {cards(hand)}. Keep them, or shuffle and draw a new hand of seven (then put a card on the bottom of your library)?</p>
      ) : (
        <p>
          Mulligan {taken}: you drew {cards(hand)}. If you keep, you put {cards(bottom)} on the bottom of your library
          {" "}(you choose which). Mulligan again, and it will be {cards(Math.min(taken + 1, hand))}.
        </p>
      )}
      <div className="dialog-buttons">
        <button type="button" className="pb-button primary" onClick={() => void send({ type: "keep" })} data-testid="keep">
          {bottom > 0 ? `Keep (${cards(bottom)} to the bottom)` : "Keep"}
        </button>
        {m.legal?.mulligan && (
          <button type="button" className="pb-button" onClick={() => void send({ type: "mulligan" })} data-testid="mulligan">
            Mulligan
          </button>
        )}
      </div>
    </Dialog>
  );
}

/** The engine's question: cards, targets, an order, yes or no, a color, a number, an option, a player, a card name. */
function ChooseDialog() {
  const m = useModel();
  const d = m.myDecision!;
  const choice = m.legal?.choose?.choice ?? d.choice;
  if (!choice) return null;
  const title = d.purpose === "cleanup_discard" ? "Discard down to seven" : d.purpose === "mulligan_bottom" ? "Put cards on the bottom" : d.purpose === "untap" || d.purpose === "untap_limit" ? "Untap step" : "Choose";
  const answer = (value: boolean | number | string) => void send({ type: "choose", value });
  switch (choice.type) {
    case "cards":
      // The pile questions of combat (Raging River, Camouflage): two piles side by side.
      if (choice.pile && choice.pile.kind !== "left_or_right") return <ChoosePiles key={JSON.stringify(choice.pile)} choice={choice} pile={choice.pile} />;
      if (choice.aim) return <AimNote prompt={d.prompt ?? "Aim"} />;
      return <ChooseCards title={title} choice={choice} />;
    case "targets":
      return <ChooseTargets choice={choice} />;
    case "order":
      return <ChooseOrder />;
    case "yesno":
      return (
        <Dialog title="Choose" testId="dialog-yesno">
          <p>{d.prompt}</p>
          <div className="dialog-buttons">
            <button type="button" className="pb-button primary" onClick={() => answer(true)} data-testid="answer-yes">Yes</button>
            <button type="button" className="pb-button" onClick={() => answer(false)} data-testid="answer-no">No</button>
          </div>
        </Dialog>
      );
    case "color":
    case "player":
    case "mode":
    case "option": {
      if (choice.type === "color" && choice.several) return <ChooseColors options={choice.options} prompt={d.prompt ?? ""} />;
      const items = choice.type === "color" ? choice.options.map((c) => ({ v: c as string | number, label: COLOR_NAMES[c] ?? c }))
        : choice.type === "player" ? choice.options.map((p) => ({ v: p as string | number, label: refName(m.view, p) }))
        : choice.options.map((label, i) => ({ v: i + 1, label })).filter((it) => !choice.allowed || choice.allowed.includes(it.v));
      return (
        <Dialog title={choice.type === "option" && choice.pile ? `${choice.pile.source}: choose a side` : "Choose"} testId="dialog-option">
          <p>{d.prompt}</p>
          <div className="dialog-choices">
            {items.map((it) => (
              <button key={String(it.v)} type="button" className="choice" onClick={() => answer(it.v)} data-testid={`answer-${it.v}`}>
                {it.label}
              </button>
            ))}
          </div>
        </Dialog>
      );
    }
    case "number":
      return <ChooseNumber min={choice.min} max={choice.max} optional={!!choice.optional} prompt={d.prompt ?? ""} />;
    case "name":
      return <NameCardDialog prompt={d.prompt ?? ""} />;
    default:
      return null;
  }
}

function ChooseNumber({ min, max, optional, prompt }: { min: number; max: number; optional: boolean; prompt: string }) {
  const [n, setN] = useState(String(min));
  return (
    <Dialog title="Choose a number" testId="dialog-number">
      <form className="x-form" onSubmit={(e) => { e.preventDefault(); void send({ type: "choose", value: Math.min(max, Math.max(min, Math.floor(Number(n) || 0))) }); }}>
        <p>{prompt}</p>
        <label>
          <input type="number" min={min} max={max} value={n} onChange={(e) => setN(e.target.value)} data-autofocus aria-label="Number" data-testid="number-input" />
        </label>
        {/* "You may choose a number": declining keeps things as they are. */}
        <DialogButtons okLabel="OK" submit {...(optional ? { onCancel: () => void send({ type: "choose", value: false }) } : {})} />
      </form>
    </Dialog>
  );
}

/** "The color or colors of your choice" (Dream Coat): any non-empty set of the colors offered, sent as "WU". */
function ChooseColors({ options, prompt }: { options: readonly string[]; prompt: string }) {
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (c: string) => setPicked((p) => (p.includes(c) ? p.filter((x) => x !== c) : [...p, c]));
  // In the order offered (WUBRG), whatever the order of the clicks.
  const value = options.filter((c) => picked.includes(c)).join("");
  return (
    <Dialog title="Choose" testId="dialog-colors">
      <p>{prompt}</p>
      <div className="dialog-choices">
        {options.map((c) => (
          <button key={c} type="button" className={`choice${picked.includes(c) ? " on" : ""}`} aria-pressed={picked.includes(c)} onClick={() => toggle(c)} data-testid={`color-${c}`}>
            {COLOR_NAMES[c] ?? c}
          </button>
        ))}
      </div>
      <div className="dialog-buttons">
        <button type="button" className="pb-button primary" disabled={!value} onClick={() => void send({ type: "choose", value })} data-testid="dialog-ok">
          {value ? `Choose ${options.filter((c) => picked.includes(c)).map((c) => COLOR_NAMES[c] ?? c).join(" and ")}` : "Choose at least one color"}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * Aiming a dexterity card (Chaos Orb, Falling Star): the player clicks a permanent on the table
 * (intents.ts `clickCard`); this note stays beside the table, which remains clickable.
 */
function AimNote({ prompt }: { prompt: string }) {
  return (
    <Dialog title="Aim" modal={false} testId="dialog-aim">
      <p>{prompt}</p>
      <p className="dialog-note">Click a permanent on the table: the card lands on it and on what is attached to it. Whether it turns over completely (3 times in 4) is decided by the game's shared randomness.</p>
    </Dialog>
  );
}

/** Picking cards among those the engine offers (discard, bottom, search, a source, the ones to keep). */
function ChooseCards({ title, choice }: { title: string; choice: Extract<Choice, { type: "cards" }> }) {
  const m = useModel();
  const d = m.myDecision!;
  const pool = choice.from;
  const [picked, setPicked] = useState<string[]>([]);
  // Cards shown nowhere else on the table (a library searched, cards looked at); spells on the stack are in view.
  const library = useMemo(() => pool.filter((id) => !m.index.has(id) && !m.view.stack.some((i) => i.id === id)), [pool, m.index, m.view.stack]);
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : choice.max === 1 ? [id] : p.length < choice.max ? [...p, id] : p));
  const submit = () => void send({ type: "choose", cards: picked });
  const want = choice.min === choice.max ? `${choice.min}` : `${choice.min}–${choice.max}`;
  // The untap step's questions name the permanents left tapped (except "choose a permanent to untap").
  const leaveTapped = (d.purpose === "untap" || d.purpose === "untap_limit") && /leave tapped/.test(d.prompt ?? "");
  return (
    <Dialog title={title} className="choose-cards" testId="dialog-choose">
      {d.prompt && <p>{d.prompt}</p>}
      <p className="dialog-note">
        Chosen {picked.length} of {want}
        {library.length ? ` · ${library.length} cards you can't otherwise see` : ""}
      </p>
      <div className="choose-grid">
        {pool.map((id, i) => {
          const c = m.index.get(id);
          const on = picked.includes(id);
          const named = d.cards?.find((x) => x.id === id);
          if (!c && named) return <NamedCard key={id} id={id} name={named.name} on={on} onToggle={() => toggle(id)} />;
          return c ? (
            <TableCard key={id} card={c} highlight={on ? "selected" : null} className={on ? "picked" : ""} onClick={() => toggle(id)} onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), toggle(id))} aria-pressed={on} data-testid={`choose-${id}`} />
          ) : (
            <button key={id} type="button" className={`choice hidden-card${on ? " on" : ""}`} onClick={() => toggle(id)} aria-pressed={on} data-testid={`choose-${id}`}>
              Card {i + 1}
            </button>
          );
        })}
      </div>
      {leaveTapped && (
        <p className="dialog-note" data-testid="untap-summary">
          {picked.length ? `Stay tapped: ${picked.map((id) => m.index.get(id)?.name ?? "?").join(", ")}.` : "Nothing chosen to stay tapped."}
          {pool.length > picked.length ? ` Untap: ${pool.filter((id) => !picked.includes(id)).map((id) => m.index.get(id)?.name ?? "?").join(", ")}.` : ""}
        </p>
      )}
      <DialogButtons okLabel={leaveTapped ? (picked.length ? `Leave ${picked.length} tapped` : "Untap them all") : "Confirm"} onOk={submit} okDisabled={picked.length < choice.min || picked.length > choice.max} />
    </Dialog>
  );
}

/**
 * A pile question (engine/core/piles.ts): Raging River's division into a "left" and a "right" pile,
 * or one of Camouflage's piles. The creatures are shown in two columns, this pile and the rest;
 * a click moves a creature across. Confirm sends the creatures of this pile.
 */
function ChoosePiles({ choice, pile }: { choice: Extract<Choice, { type: "cards" }>; pile: Exclude<NonNullable<Extract<Choice, { type: "cards" }>["pile"]>, { kind: "left_or_right" }> }) {
  const m = useModel();
  const d = m.myDecision!;
  const [here, setHere] = useState<string[]>([]);
  const toggle = (id: string) => setHere((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  const river = pile.kind === "divide_left_right";
  const name = (id: string) => m.index.get(id)?.name ?? "?";
  const names = (ids: string[]) => (ids.length ? ids.map(name).join(", ") : "none");
  const inThis = choice.from.filter((id) => here.includes(id));
  const rest = choice.from.filter((id) => !here.includes(id));
  const column = (ids: string[], label: string, testId: string) => (
    <section className="pile-column" data-testid={testId} aria-label={label}>
      <h4>{label} <span className="dialog-note">({ids.length})</span></h4>
      <div className="choose-grid">
        {ids.map((id) => {
          const c = m.index.get(id);
          return c ? (
            <TableCard key={id} card={c} onClick={() => toggle(id)} onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), toggle(id))} data-testid={`choose-${id}`} />
          ) : null;
        })}
        {!ids.length && <p className="dialog-note">Empty</p>}
      </div>
    </section>
  );
  return (
    <Dialog title={river ? `${pile.source}: divide your creatures` : `${pile.source}: pile ${pile.index} of ${pile.of}`} className="choose-cards choose-piles" testId="dialog-piles">
      {d.prompt && <p>{d.prompt}</p>}
      <p className="dialog-note" data-testid="pile-attackers">Attacking: {names(pile.attackers)}.</p>
      {!river && pile.before.length > 0 && (
        <p className="dialog-note" data-testid="pile-before">{pile.before.map((p, i) => `Pile ${i + 1}: ${names(p)}`).join(" · ")}</p>
      )}
      <div className="pile-columns">
        {column(inThis, river ? "\u201cLeft\u201d pile" : `Pile ${pile.index}`, "pile-this")}
        {column(rest, river ? "\u201cRight\u201d pile" : "Not in this pile", "pile-rest")}
      </div>
      <p className="dialog-note">Click a creature to move it to the other side.</p>
      <DialogButtons okLabel={river ? "Divide them so" : `Make pile ${pile.index}`} onOk={() => void send({ type: "choose", cards: inThis })} />
    </Dialog>
  );
}

/** Targets for a triggered ability (or the ones an opponent chooses), one per slot. */
function ChooseTargets({ choice }: { choice: Extract<Choice, { type: "targets" }> }) {
  const m = useModel();
  const d = m.myDecision!;
  const [picked, setPicked] = useState<string[]>([]);
  const slot = choice.slots[picked.length];
  return (
    <Dialog title="Choose targets" modal={false} testId="dialog-targets">
      <p>{d.prompt}</p>
      {slot ? (
        <div className="dialog-choices">
          {slot.candidates.map((ref) => (
            <button key={ref} type="button" className="choice" onClick={() => setPicked([...picked, ref])} data-testid={`target-${ref}`}>
              {refName(m.view, ref, m.index)}
            </button>
          ))}
        </div>
      ) : (
        <p className="dialog-note">{picked.map((r) => refName(m.view, r, m.index)).join(", ")}</p>
      )}
      <DialogButtons okLabel="Confirm" onOk={() => void send({ type: "choose", cards: picked })} okDisabled={!!slot} onCancel={picked.length ? () => setPicked([]) : undefined} />
    </Dialog>
  );
}

/**
 * The order your simultaneous triggered abilities go on the stack (CR 603.3b): the list, first
 * to go on the stack at the top (it resolves last); move one up or down, then confirm.
 */
function ChooseOrder() {
  const m = useModel();
  const d = m.myDecision!;
  const items = d.triggers ?? [];
  const [order, setOrder] = useState<string[]>(() => items.map((t) => t.id));
  const move = (i: number, by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= order.length) return;
    const next = [...order];
    [next[i], next[j]] = [next[j]!, next[i]!];
    setOrder(next);
  };
  return (
    <Dialog title="Order your triggered abilities" testId="dialog-order">
      <p className="dialog-note">They go on the stack from the top of this list down: the last one goes on the stack last and resolves first.</p>
      <ol className="order-list">
        {order.map((id, i) => {
          const t = items.find((x) => x.id === id);
          return (
            <li key={id} className="order-item" data-testid={`order-item-${i}`} data-trigger={id}>
              <span className="order-text">
                <strong>{t?.name}</strong>: {t?.text}
                <span className="dialog-note">{i === 0 ? " · on the stack first, resolves last" : i === order.length - 1 ? " · on the stack last, resolves first" : ""}</span>
              </span>
              <button type="button" className="choice small" onClick={() => move(i, -1)} disabled={i === 0} aria-label={`Move ${t?.name ?? "it"} up`} data-testid={`order-up-${id}`}>
                ▲
              </button>
              <button type="button" className="choice small" onClick={() => move(i, 1)} disabled={i === order.length - 1} aria-label={`Move ${t?.name ?? "it"} down`} data-testid={`order-down-${id}`}>
                ▼
              </button>
            </li>
          );
        })}
      </ol>
      <DialogButtons okLabel="Put them on the stack" onOk={() => void send({ type: "choose", order })} />
    </Dialog>
  );
}

/** A card the view doesn't otherwise show (a search of your library): the question names it, its face comes from the card data. */
function NamedCard({ id, name, on, onToggle }: { id: string; name: string; on: boolean; onToggle(): void }) {
  const data = useCardData(name);
  return (
    <Card
      face={data ? faceFromData(data) : { name }}
      size="sm"
      preview
      tabIndex={0}
      role="button"
      aria-pressed={on}
      className={on ? "picked chosen" : ""}
      onClick={onToggle}
      onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), onToggle())}
      data-testid={`choose-${id}`}
    />
  );
}

/**
 * "Pay or not" (CR 118.12), asked as the spell or ability resolves: the card that asks is named and
 * its words shown, the cost in mana symbols. It is asked only when the player can pay: otherwise
 * the table declines at once (the engine still asks, as the rules do) and says so.
 */
function PayOrNotDialog() {
  const m = useModel();
  const d = m.myDecision!;
  const source = m.view.stack.find((i) => i.id === d.item);
  const sourceName = source ? (source.faceDown ? "A face-down spell" : source.name) : null;
  const data = useCardData(source && !source.faceDown ? source.name : "");
  const canPay = m.legal?.choose?.canPay !== false;
  const prompt = d.prompt ?? `Pay ${d.cost ?? ""}?`;
  useEffect(() => {
    if (canPay) return;
    useStore.getState().addNotice({ level: "info", message: `You can't pay ${d.cost ?? "the cost"}${sourceName ? ` for ${sourceName}` : ""}: not paid.` });
    void send({ type: "choose", value: false });
    // Once per question: a new decision is a new dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!canPay) return null;
  return (
    <Dialog title={sourceName ? `${sourceName}: pay?` : "Pay?"} testId="dialog-pay">
      <p className="pay-prompt" data-testid="pay-prompt">
        <SymbolText text={prompt} />
      </p>
      {source?.kind === "ability" && source.text ? (
        <div className="dialog-note">
          <OracleText text={source.text} />
        </div>
      ) : data?.oracleText ? (
        <div className="dialog-note">
          <OracleText text={data.oracleText} />
        </div>
      ) : null}
      <div className="dialog-buttons">
        <button type="button" className="pb-button primary" onClick={() => void send({ type: "choose", value: true })} data-testid="pay-yes">
          Pay {d.cost && !/life/.test(d.cost) ? <ManaCost cost={d.cost} /> : d.cost}
        </button>
        <button type="button" className="pb-button" onClick={() => void send({ type: "choose", value: false })} data-testid="pay-no">
          Don't pay
        </button>
      </div>
    </Dialog>
  );
}

/** Dividing an attacker's combat damage among its blockers (and the player, with trample), or a blocker's among the attackers it blocks. */
function AssignDialog() {
  const m = useModel();
  const d = m.myDecision!;
  const attacker = m.index.get(d.attacker ?? "");
  const opt = m.legal?.assign;
  // With banding the damage goes only among the creatures, however the player likes (CR 702.22j–k).
  const toPlayer = !!opt?.trample && !opt.banding;
  const keys = opt ? [...opt.blockers, ...(toPlayer ? [opt.defender] : [])] : [];
  const [damage, setDamage] = useState<Record<string, number>>(() => {
    // A first proposal: lethal damage to each blocker in order, the rest to the last (or the player, with trample).
    const out: Record<string, number> = {};
    if (!opt) return out;
    let left = opt.power;
    for (const b of opt.blockers) { const n = Math.min(left, opt.lethal[b] ?? 0); out[b] = n; left -= n; }
    if (left > 0) { const last = toPlayer ? opt.defender : opt.blockers[opt.blockers.length - 1]; if (last) out[last] = (out[last] ?? 0) + left; }
    return out;
  });
  const power = opt?.power ?? attacker?.power ?? 0;
  const total = Object.values(damage).reduce((a, b) => a + b, 0);
  return (
    <Dialog title={`Divide ${attacker?.name ?? "the attacker"}'s ${power} damage`} testId="dialog-assign">
      <p className="dialog-note">
        {opt?.banding
          ? attacker && !attacker.attacking
            ? `${attacker.name} blocks a band with banding: you divide its damage among the creatures it blocks as you choose (CR 702.22k).`
            : `A creature blocking ${attacker?.name ?? "it"} has banding: you divide its damage among its blockers as you choose (CR 702.22j).`
          : attacker && !attacker.attacking
            ? `${attacker.name} blocks ${opt?.blockers.length ?? 0} attackers: divide its damage among them as you choose (CR 510.1d).`
            : "Each blocker in order must be dealt lethal damage before the next gets any (CR 510.1c)."}
      </p>
      <div className="assign-rows">
        {keys.map((k) => {
          const c = m.index.get(k);
          const label = c ? `${c.name} (${c.power}/${c.toughness}${c.damage ? `, ${c.damage} damage` : ""})` : m.view.players[k as "A" | "B"]?.name ?? k;
          return (
            <label key={k} className="assign-row">
              <span>{label}</span>
              <input type="number" min={0} max={power} value={damage[k] ?? 0} onChange={(e) => setDamage({ ...damage, [k]: Math.max(0, Number(e.target.value) || 0) })} data-testid={`assign-${k}`} />
            </label>
          );
        })}
      </div>
      <p className={total === power ? "dialog-note" : "dialog-note error"}>
        {total} of {power} assigned
      </p>
      <DialogButtons okLabel="Assign" onOk={() => void send({ type: "assign", attacker: d.attacker!, damage })} okDisabled={total !== power} />
    </Dialog>
  );
}

/** A spell paid by hand: tap sources (here or on the table), then Done; or let the engine pay. */
function PaymentDialog() {
  const m = useModel();
  const d = m.myDecision!;
  const manualCast = useStore((s) => s.manualCast);
  const sources = (m.legal?.activate ?? []).filter((o) => o.isMana).flatMap((o) => (o.mana ?? [undefined]).map((mana) => ({ card: o.card, ability: o.ability, mana, text: o.text })));
  const pool = m.view.players[m.me].manaPool;
  const item = m.view.stack.find((s) => s.id === d.item);
  return (
    <Dialog title={`Pay for ${item?.name ?? "the spell"}`} modal={false} className="payment" testId="dialog-payment">
      <div className="pay-cost">
        Cost: <ManaCost cost={d.cost ?? ""} /> <span className="dialog-note">({d.cost})</span>
      </div>
      <div className="pay-pool">
        Pool: {pool.length ? <ManaCost cost={pool.map((s) => `{${s}}`).join("")} /> : <span className="dialog-note">empty</span>}
      </div>
      <div className="pay-sources">
        {sources.map((a, i) => {
          const c = m.index.get(a.card);
          return (
            <button key={i} type="button" className="choice small" onClick={() => void send({ type: "activate", card: a.card, ability: a.ability, ...(a.mana ? { mana: a.mana } : {}) }, a.card)} data-testid={`pay-source-${a.card}${a.mana ? `-${a.mana}` : ""}`}>
              Tap {c?.name ?? a.card}
              {a.mana ? <> for <ManaCost cost={a.mana.split("").map((s) => `{${s}}`).join("")} /></> : sources.filter((x) => x.card === a.card).length > 1 ? <>: {abilityText(c, a.ability)}</> : null}
            </button>
          );
        })}
        {!sources.length && <span className="dialog-note">No untapped mana sources left.</span>}
      </div>
      <div className="dialog-buttons">
        <button type="button" className="pb-button primary" onClick={() => void primary()} data-testid="pay-done">
          Done
        </button>
        {manualCast && (
          <button type="button" className="pb-button" onClick={() => void payAutomatically()} data-testid="pay-auto">
            Pay automatically
          </button>
        )}
        <button type="button" className="pb-button" onClick={() => void cancelAll()} data-testid="pay-cancel">
          Cancel spell
        </button>
      </div>
    </Dialog>
  );
}

function ZoneViewer() {
  const m = useModel();
  const zone = useStore((s) => s.zoneViewer)!;
  const openZone = useStore((s) => s.openZone);
  const p = m.view.players[zone.player as "A" | "B"];
  const cards = [...(zone.zone === "graveyard" ? p.graveyard : p.exile)].reverse();
  const whose = zone.player === m.me ? "Your" : `${p.name}'s`;
  return (
    <Dialog title={`${whose} ${zone.zone} (${cards.length})`} onClose={() => openZone(null)} className="zone-viewer" testId="zone-viewer">
      {cards.length === 0 ? (
        <p className="dialog-note">Nothing here.</p>
      ) : (
        <div className="zone-grid">
          {cards.map((c) => {
            // CR 406.3: a card exiled face down is shown to nobody, its owner included: a card back.
            if (c.faceDown) return <CardBack key={c.id} size="sm" title="A card exiled face down" data-testid="face-down-card" />;
            const data = cachedCardData(c.name);
            return data ? <Card key={c.id} face={faceFromData(data)} size="sm" preview tabIndex={0} /> : <TableCard key={c.id} card={c} />;
          })}
        </div>
      )}
      <DialogButtons okLabel="Close" onOk={() => openZone(null)} />
    </Dialog>
  );
}
