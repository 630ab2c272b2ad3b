import type { StateCreator } from "zustand";
import type { StoreState } from "./index";

/** A slice creator that sees the whole store (slices may read each other through get()). */
export type Slice<T> = StateCreator<StoreState, [], [], T>;
