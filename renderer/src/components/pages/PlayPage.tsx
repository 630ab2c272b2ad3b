import { useEffect } from "react";
import { bindMatchEvents } from "../../store/match-slice";
import { useStore } from "../../store/index";
import { SealedEvent } from "../limited/SealedEvent";
import { PlayLobby } from "../play/PlayLobby";
import { ReplayViewer } from "../play/ReplayViewer";
import { benchFixture } from "../table/bench-fixture";
import { GameTable } from "../table/GameTable";

/** Play: the lobby, the game table while a match is open, a replay, or a limited event. */
export function PlayPage() {
  const matchId = useStore((s) => s.matchId);
  const replayId = useStore((s) => s.replayId);
  const limitedEvent = useStore((s) => s.limitedEvent !== null);
  useEffect(() => {
    bindMatchEvents(useStore);
    // `moxen bench ui`: a made-up table to measure dragging over many permanents.
    const fixture = /^table(\d{1,3})$/.exec(new URLSearchParams(window.location.search).get("fixture") ?? "");
    if (fixture) {
      const { update, summary } = benchFixture(Number(fixture[1]));
      useStore.setState({ matchId: update.matchId, summary, update, log: update.events, autoPass: false });
    }
    const off = window.moxen.onEvent("match.notice", (n) => {
      if (n.matchId === useStore.getState().matchId) useStore.getState().addNotice({ level: n.level, message: n.message });
    });
    return off;
  }, []);
  if (matchId !== null) return <GameTable />;
  if (replayId !== null) return <ReplayViewer matchId={replayId} />;
  // A limited event open: its screen until the player goes back to the lobby.
  if (limitedEvent) return <SealedEvent />;
  return <PlayLobby />;
}
