import type { Notice } from "../../../app/shared/contract/index";
import type { Slice } from "./slice";

export interface ShownNotice extends Notice {
  id: number;
}

export interface NoticesSlice {
  notices: ShownNotice[];
  addNotice(n: Notice): void;
  dismissNotice(id: number): void;
}

let nextId = 1;
/** Older notices drop off: the toast area never covers the table. */
const MAX_NOTICES = 3;

export const createNoticesSlice: Slice<NoticesSlice> = (set) => ({
  notices: [],
  addNotice: (n) => set((s) => ({ notices: [...s.notices, { ...n, id: nextId++ }].slice(-MAX_NOTICES) })),
  dismissNotice: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
});
