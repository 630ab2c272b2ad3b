/** The renderer's one zustand store, composed of slices (one file each). */
import { create } from "zustand";
import { createAppInfoSlice, type AppInfoSlice } from "./app-info-slice";
import { createCardPreviewSlice, type CardPreviewSlice } from "./card-preview-slice";
import { createConnectionSlice, type ConnectionSlice } from "./connection-slice";
import { createNavSlice, type NavSlice } from "./nav-slice";
import { createNoticesSlice, type NoticesSlice } from "./notices-slice";

export type StoreState = NavSlice & AppInfoSlice & ConnectionSlice & NoticesSlice & CardPreviewSlice;

export const useStore = create<StoreState>()((...a) => ({
  ...createNavSlice(...a),
  ...createAppInfoSlice(...a),
  ...createConnectionSlice(...a),
  ...createNoticesSlice(...a),
  ...createCardPreviewSlice(...a),
}));
