/**
 * Contract group "images": card images downloaded once from Scryfall into the data folder
 * (app/host/images/). Downloads are off until the player turns them on (settings
 * `imageDownloads`); the renderer gets a cached image as a data: URL, so the page never
 * loads anything from the network (the CSP allows no remote image host).
 */
import { v } from "../validate";
import { event, method, payload, returns } from "./define";

export const IMAGE_SIZES = ["normal", "large"] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export type ImageRunState =
  /** Downloads are turned off in the settings: nothing is fetched. */
  | "off"
  /** On, but no run has started yet. */
  | "idle"
  | "running"
  /** Backing off after a failure (429, server error, no network); asks again at `retryAt`. */
  | "waiting"
  | "done"
  | "cancelled";

export interface ImageStatus {
  state: ImageRunState;
  /** Images in the cache (of `total`: each printing's card image and art crop). */
  done: number;
  total: number;
  /** Images the server refused for good this run (not found, not an image, too large). */
  failed: number;
  /** Estimated seconds left, or null before the first image arrives. */
  secondsLeft: number | null;
  /** Why the last request failed, while it matters (null once images arrive again). */
  problem: string | null;
  /** ms since the epoch when a backed-off run asks again, or null. */
  retryAt: number | null;
}

export interface CardImageData {
  /** A data: URL of the cached image (JPEG or PNG), or null when it is not downloaded. */
  dataUrl: string | null;
}

/** A printing's Scryfall id: a lowercase UUID. */
export const SCRYFALL_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const scryfallIdSchema = v.string({ min: 36, max: 36, pattern: SCRYFALL_ID_PATTERN, patternName: "a Scryfall id (a lowercase UUID)" });

export const imagesMethods = {
  "images.status": method({
    args: v.none(),
    result: returns<ImageStatus>(),
    summary: "How far the card-image download is: done out of total, time left, the last problem.",
  }),
  "images.start": method({
    args: v.none(),
    result: returns<ImageStatus>(),
    summary: "Starts (or resumes) downloading the missing card images; downloads must be turned on in the settings.",
  }),
  "images.cancel": method({
    args: v.none(),
    result: returns<ImageStatus>(),
    summary: "Stops the download; what arrived stays, and the next start fetches only what is missing.",
  }),
  "images.get": method({
    args: v.object({
      scryfallId: scryfallIdSchema,
      /** "card": the whole card (the size chosen in the settings, else the other); "art": the art crop. */
      kind: v.oneOf(["card", "art"] as const),
    }),
    result: returns<CardImageData>(),
    summary: "A printing's downloaded image as a data URL, or null when it is not in the cache.",
  }),
};

export const imagesEvents = {
  "images.progress": event({
    payload: payload<ImageStatus>(),
    summary: "The card-image download moved on (at most a few times a second), started, ended or backed off.",
  }),
};
