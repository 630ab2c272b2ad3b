/**
 * The deck-building clock of an event with a friend (app/host/limited/event/build-clock.ts): the
 * choices offered in the proposal form, the clock in words for the invitation, and the time left
 * while game 1's deck is built. The host counts the time (from when this player's pool was
 * recorded) and submits the deck itself when it is up; this only shows it, ticking between views.
 */
import { useEffect, useMemo, useState } from "react";
import type { LimitedNetViewDto } from "../../../../app/shared/contract/limited-net";

/** The proposal form's choices besides "None" (the host accepts 10 to 90 whole minutes). */
export const BUILD_CHOICES = [15, 20, 30, 45] as const;

/** ", 30 minutes to build your deck" (the proposal's terms as the friend reads them). */
export function clockWords(minutes: number): string {
  return `, ${minutes} minutes to build your deck`;
}

export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** A time (ms) the host sent with the view, counted down here each second until the next view; null stays null. */
function useCountdown(ms: number | null): number | null {
  const since = useMemo(() => Date.now(), [ms]);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return ms === null ? null : Math.max(0, ms - (now - since));
}

export function BuildClockLine({ clock }: { clock: NonNullable<LimitedNetViewDto["clock"]> }) {
  const left = useCountdown(clock.leftMs);
  if (left === null) return null;
  return (
    <p className={`lf-clock${left < 60_000 ? " error" : ""}`} data-testid="lf-clock" data-up={clock.up || left === 0}>
      {clock.up || left === 0
        ? "Your time to build is up: your deck is being submitted."
        : `Time left to build your deck for game 1: ${formatLeft(left)} (of ${clock.minutes} minutes). If it runs out, the deck you are editing is submitted if it is legal, else the computer's build from your pool.`}
    </p>
  );
}

/**
 * While the friend's deck for game 1 is awaited: when game 1 may be claimed (the agreed minutes and
 * a 2-minute grace, by this program's clock), then the button. A tournament rule, not the CR: the
 * friend's program accepts the claim, or disputes it by its own clock (then nothing changes).
 */
export function ClaimLine({ clock, onClaim }: { clock: NonNullable<LimitedNetViewDto["clock"]>; onClaim: () => void }) {
  const left = useCountdown(clock.claimInMs);
  if (left === null) return null;
  return (
    <div className="lf-claim" data-testid="lf-claim" data-can={clock.canClaim} data-claimed={clock.claimed}>
      {clock.canClaim ? (
        <p>
          Your friend's deck for game 1 has not arrived within the agreed {clock.minutes} minutes and 2 minutes' grace.{" "}
          <button type="button" className="button primary" onClick={onClaim} data-testid="lf-claim-game">
            {clock.claimed ? "Claim game 1 again" : "Claim game 1"}
          </button>{" "}
          <span className="small">
            (a tournament rule: a player who has not submitted a deck in time loses the game; your friend's program accepts the claim, or disputes it by its own clock)
          </span>
        </p>
      ) : (
        <p className="small">
          {clock.claimed
            ? "You claimed game 1: waiting for your friend's program to accept it, or for its deck."
            : `If your friend's deck has not arrived in ${formatLeft(left)}, you may claim game 1.`}
        </p>
      )}
    </div>
  );
}
