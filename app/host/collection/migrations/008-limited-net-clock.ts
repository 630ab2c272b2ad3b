import type { Migration } from "./index";

/**
 * The deck-building clock of a network limited event (app/host/limited/event/build-clock.ts): when
 * this side's pool was recorded (`build_started_at`, epoch ms: the clock counts from it, so a
 * restart or a kill -9 does not reset it), the deck the player is editing for game 1 (`build_draft`,
 * JSON names: what is submitted if the time runs out and it is legal), and why the program
 * submitted game 1's deck itself when the time ran out (`build_auto`, shown to the player).
 */
export const limitedNetClock: Migration = {
  version: 8,
  name: "limited-net-clock",
  up(db) {
    db.exec(`
      ALTER TABLE limited_net_events ADD COLUMN build_started_at INTEGER;
      ALTER TABLE limited_net_events ADD COLUMN build_draft TEXT;
      ALTER TABLE limited_net_events ADD COLUMN build_auto TEXT;
    `);
  },
};
