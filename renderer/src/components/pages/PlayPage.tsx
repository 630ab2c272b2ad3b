import { useEffect } from "react";
import { bindMatchEvents } from "../../store/match-slice";
import { useStore } from "../../store/index";
import { PlayLobby } from "../play/PlayLobby";
import { ReplayViewer } from "../play/ReplayViewer";
import { GameTable } from "../table/GameTable";

/** Play: the lobby, the game table while a match is open, or a replay. */
export function PlayPage() {
  const matchId = useStore((s) => s.matchId);
  const replayId = useStore((s) => s.replayId);
  useEffect(() => {
    bindMatchEvents(useStore);
    const off = window.moxen.onEvent("match.notice", (n) => {
      if (n.matchId === useStore.getState().matchId) useStore.getState().addNotice({ level: n.level, message: n.message });
    });
    return off;
  }, []);
  if (matchId !== null) return <GameTable />;
  if (replayId !== null) return <ReplayViewer matchId={replayId} />;
  return <PlayLobby />;
}
