/** Selectors, defined once so components subscribe to the smallest piece they need. */
import type { StoreState } from "./index";

export const selectPage = (s: StoreState) => s.page;
export const selectGoTo = (s: StoreState) => s.goTo;
export const selectAppInfo = (s: StoreState) => s.appInfo;
export const selectAppInfoError = (s: StoreState) => s.appInfoError;
export const selectPing = (s: StoreState) => s.ping;
export const selectPingHost = (s: StoreState) => s.pingHost;
export const selectConnection = (s: StoreState) => s.connection;
export const selectNotices = (s: StoreState) => s.notices;
export const selectDismissNotice = (s: StoreState) => s.dismissNotice;
export const selectCardPreview = (s: StoreState) => s.cardPreview;
export const selectShowCardPreview = (s: StoreState) => s.showCardPreview;
export const selectHideCardPreview = (s: StoreState) => s.hideCardPreview;
