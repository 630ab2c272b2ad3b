import { selectDismissNotice, selectNotices } from "../store/selectors";
import { useStore } from "../store/index";

/** Messages the host pushes (app.notice events), stacked in a corner until dismissed. */
export function Notices() {
  const notices = useStore(selectNotices);
  const dismiss = useStore(selectDismissNotice);
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="status">
      {notices.map((n) => (
        <div key={n.id} className={`notice ${n.level}`} data-testid="notice">
          <span>{n.message}</span>
          <button type="button" aria-label="Dismiss" onClick={() => dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
