/** The renderer's one zustand store, composed of slices (one file each). */
import { create } from "zustand";
import { createAppInfoSlice, type AppInfoSlice } from "./app-info-slice";
import { createCardPreviewSlice, type CardPreviewSlice } from "./card-preview-slice";
import { createCollectionSlice, type CollectionSlice } from "./collection-slice";
import { createConnectionSlice, type ConnectionSlice } from "./connection-slice";
import { createDecksSlice, type DecksSlice } from "./decks-slice";
import { createLimitedSlice, type LimitedSlice } from "./limited-slice";
import { createMatchSlice, type MatchSlice } from "./match-slice";
import { createNavSlice, type NavSlice } from "./nav-slice";
import { createNetSlice, type NetSlice } from "./net-slice";
import { createNoticesSlice, type NoticesSlice } from "./notices-slice";
import { createProfileSlice, type ProfileSlice } from "./profile-slice";
import { createSettingsSlice, type SettingsSlice } from "./settings-slice";
import { createTableUiSlice, type TableUiSlice } from "./table-ui-slice";

export type StoreState = NavSlice & AppInfoSlice & ConnectionSlice & NoticesSlice & CardPreviewSlice & CollectionSlice & DecksSlice & ProfileSlice & SettingsSlice & MatchSlice & NetSlice & TableUiSlice & LimitedSlice;

export const useStore = create<StoreState>()((...a) => ({
  ...createNavSlice(...a),
  ...createAppInfoSlice(...a),
  ...createConnectionSlice(...a),
  ...createNoticesSlice(...a),
  ...createCardPreviewSlice(...a),
  ...createCollectionSlice(...a),
  ...createDecksSlice(...a),
  ...createProfileSlice(...a),
  ...createSettingsSlice(...a),
  ...createMatchSlice(...a),
  ...createNetSlice(...a),
  ...createTableUiSlice(...a),
  ...createLimitedSlice(...a),
}));
