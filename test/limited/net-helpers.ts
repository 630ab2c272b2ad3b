/** Shared by the network limited event tests: profiles in temp folders (real SQLite), WebRTC links. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openCollection, type CollectionService } from "../../app/host/collection/index";
import { credit } from "../../app/host/collection/profile";
import { FileIdentityStore, loadOrCreateIdentity, type Identity } from "../../app/host/net/identity";
import type { EventSession } from "../../app/host/limited/event/session";
import { unplayableInEvent } from "../../app/host/limited/event-deck";
import type { Transport } from "../../app/host/net/transport";
import { answerInvitation, createInvitation } from "../../app/host/net/wrtc-transport";

const dirs: string[] = [];
const cleanups: (() => void)[] = [];
export function cleanup(): void {
  cleanups.splice(0).forEach((c) => c());
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

export interface Player {
  name: string;
  dir: string;
  svc: CollectionService;
  identity: Identity;
}

/** A player: its collection (with coins enough for twelve packs), its key, its data folder. */
export function player(name: string, dir?: string): Player {
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), `moxen-limnet-${name.toLowerCase()}-`));
    dirs.push(dir);
  }
  const svc = openCollection({ file: join(dir, "collection.db"), playerName: name });
  if (svc.profile.get().coins < 1200 && !svc.ctx.db.prepare("SELECT 1 FROM ledger WHERE reason = 'test coins'").get()) credit(svc.ctx, 1000, "test coins");
  const identity = loadOrCreateIdentity(new FileIdentityStore(join(dir, "identity.json")), "default");
  return { name, dir, svc, identity };
}

/** Two players' programs connected over real WebRTC through invite and answer codes. */
export async function link(host: Player, guest: Player): Promise<{ hostT: Transport; guestT: Transport; hostSees: string; guestSees: string }> {
  const invitation = await createInvitation({ identity: host.identity });
  cleanups.push(() => invitation.cancel());
  const answer = await answerInvitation(invitation.code, { identity: guest.identity });
  cleanups.push(() => answer.cancel());
  const { transport: hostT, peerFingerprint } = await invitation.accept(answer.code);
  const guestT = await answer.connected;
  cleanups.push(() => hostT.close(), () => guestT.close());
  return { hostT, guestT, hostSees: peerFingerprint!, guestSees: answer.peerFingerprint! };
}

export function waitUntil(predicate: () => boolean, timeoutMs = 10_000, what = "condition"): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const t = setInterval(() => {
      if (predicate()) {
        clearInterval(t);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(t);
        reject(new Error(`timed out waiting for ${what}`));
      }
    }, 10);
  });
}

/** The pool's cards an event game may hold: ante and dexterity cards stay in the sideboard (Revised boosters hold some). */
export const playable = (names: readonly string[]): string[] => names.filter((n) => !unplayableInEvent(n));

/** A legal 40-card deck from `s`'s pool: 23 playable pool cards, then Mountains. */
export function deck40(s: EventSession): string[] {
  const deck = playable(s.pool!.flat().map((c) => c.name)).slice(0, 23);
  while (deck.length < 40) deck.push("Mountain");
  return deck;
}
