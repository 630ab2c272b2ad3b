/**
 * Contract group "settings": the player's preferences, kept by the host in
 * `<data folder>/settings.json` (app/host/settings.ts), and card images from a folder
 * the player chose. The player's name lives in the profile (profile.setName).
 */
import { v } from "../validate";
import { event, method, payload, returns } from "./define";
import { IMAGE_SIZES, scryfallIdSchema, type ImageSize } from "./images";

export const KEY_ACTIONS = ["pass", "passTurn", "confirm", "cancel", "toggleLog", "focusHand"] as const;
export type KeyAction = (typeof KEY_ACTIONS)[number];

export const ANIMATION_SPEEDS = ["off", "fast", "normal", "slow"] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

export interface IceServer {
  /** "stun:host:port", "turn:host:port?transport=udp", "turns:…". */
  urls: string;
  username?: string;
  credential?: string;
}

export interface Settings {
  /** A folder of card images (named by set and number, or by card name); null: drawn cards only. */
  cardImageFolder: string | null;
  /** STUN/TURN servers for network play; empty: LAN and direct connections only. */
  iceServers: IceServer[];
  /** The classic mana-burn rule, offered as the default when starting a match. */
  manaBurn: boolean;
  /** The "dexterity cards" option (Chaos Orb, Falling Star simulated), offered as the default when starting a match. */
  dexterity: boolean;
  animationSpeed: AnimationSpeed;
  /** The game log shows priority passes, mana, taps and steps too (off: the story only). */
  logDetail: boolean;
  /** Key for each table action, e.g. "Space", "F6", "Ctrl+Z". */
  keyBindings: Record<KeyAction, string>;
  /** A few quiet table sounds (a land, a spell, combat damage, your turn); off by default. */
  sound: boolean;
  /** Download card images from Scryfall (app/host/images); off by default: nothing is fetched before. */
  imageDownloads: boolean;
  /** The whole-card image downloaded for the preview: Scryfall's "normal" (488×680) or "large" (672×936). */
  imageSize: ImageSize;
  /** The collection, library and deck builder show card images, or the drawn frames. */
  cardView: CardView;
  /** The printing shown for a card (card code → that printing's Scryfall id); else a unit's own printing or the first. */
  shownPrintings: Record<string, string>;
}

export const CARD_VIEWS = ["images", "frames"] as const;
export type CardView = (typeof CARD_VIEWS)[number];
/** At most this many cards have a chosen printing. */
export const MAX_SHOWN_PRINTINGS = 2_000;

export const DEFAULT_SETTINGS: Settings = {
  cardImageFolder: null,
  iceServers: [],
  manaBurn: false,
  dexterity: false,
  animationSpeed: "normal",
  logDetail: false,
  keyBindings: { pass: "Space", passTurn: "F6", confirm: "Enter", cancel: "Escape", toggleLog: "L", focusHand: "H" },
  sound: false,
  imageDownloads: false,
  imageSize: "normal",
  cardView: "images",
  shownPrintings: {},
};

export interface CardImage {
  /** A data: URL of the image (JPEG, PNG or WebP), or null when the folder has none for this card. */
  dataUrl: string | null;
  /** The file's path inside the folder, for display. */
  file: string | null;
}

/** Key names as KeyboardEvent shows them, with optional modifiers: "Space", "F6", "Ctrl+Z", "L". */
export const KEY_PATTERN =
  /^(?:(?:Ctrl|Alt|Shift|Meta)\+){0,3}(?:[A-Z0-9]|F(?:[1-9]|1[0-2])|Space|Enter|Escape|Tab|Backspace|Delete|Home|End|PageUp|PageDown|Arrow(?:Up|Down|Left|Right)|[-=[\];',./`\\])$/;

const key = v.string({ min: 1, max: 40, pattern: KEY_PATTERN, patternName: 'a key like "Space", "F6", "L" or "Ctrl+Z"' });
export const iceServerSchema = v.object({
  urls: v.string({ min: 6, max: 300, pattern: /^(?:stuns?|turns?):[^\s]+$/, patternName: 'a STUN/TURN address like "stun:stun.example.org:3478"' }),
  username: v.optional(v.string({ max: 200 })),
  credential: v.optional(v.string({ max: 200 })),
});

export const settingsPatchSchema = v.object({
  cardImageFolder: v.optional(v.nullable(v.string({ min: 1, max: 1000 }))),
  iceServers: v.optional(v.array(iceServerSchema, { max: 10 })),
  manaBurn: v.optional(v.boolean()),
  dexterity: v.optional(v.boolean()),
  animationSpeed: v.optional(v.oneOf(ANIMATION_SPEEDS)),
  logDetail: v.optional(v.boolean()),
  sound: v.optional(v.boolean()),
  imageDownloads: v.optional(v.boolean()),
  imageSize: v.optional(v.oneOf(IMAGE_SIZES)),
  cardView: v.optional(v.oneOf(CARD_VIEWS)),
  /** Merged into the chosen printings; null forgets a card's choice. */
  shownPrintings: v.optional(
    v.record(v.nullable(scryfallIdSchema), {
      maxKeys: MAX_SHOWN_PRINTINGS,
      key: v.string({ min: 7, max: 7, pattern: /^c\d{6}$/, patternName: 'a card code like "c000123"' }),
    }),
  ),
  keyBindings: v.optional(
    v.object({
      pass: v.optional(key),
      passTurn: v.optional(key),
      confirm: v.optional(key),
      cancel: v.optional(key),
      toggleLog: v.optional(key),
      focusHand: v.optional(key),
    }),
  ),
});

export const settingsMethods = {
  "settings.get": method({
    args: v.none(),
    result: returns<Settings>(),
    summary: "The player's settings (defaults for anything never set).",
  }),
  "settings.set": method({
    args: settingsPatchSchema,
    result: returns<Settings>(),
    summary: "Changes some settings; the folder must exist and key bindings must differ. All or nothing.",
  }),
  "settings.cardImage": method({
    args: v.object({
      name: v.string({ min: 1, max: 200 }),
      set: v.optional(v.string({ min: 2, max: 6, pattern: /^[A-Za-z0-9]+$/, patternName: "a set code" })),
      number: v.optional(v.string({ min: 1, max: 10, pattern: /^[A-Za-z0-9]+$/, patternName: "a collector number" })),
    }),
    result: returns<CardImage>(),
    summary: "A card's image from the card-image folder, as a data URL (only image files inside that folder).",
  }),
};

export const settingsEvents = {
  "settings.changed": event({
    payload: payload<Settings>(),
    summary: "The settings changed (from any window).",
  }),
};
