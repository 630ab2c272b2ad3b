/**
 * The card component, for every screen:
 *  - <Card face size="sm|md|lg" preview/>: a drawn card (from CardSummary/CardData via faceFrom*)
 *  - <TableCard card={CardView}/>: compact table card with tapped/damage/counters/sick badges
 *  - <CardBack/>: a face-down card
 *  - useCardPreview(face, notes): hover/focus shows it large (needs <CardPreviewLayer/> in App)
 *  - useCardData(name): Oracle data by name, fetched once
 *  - ManaCost / OracleText: symbols through mana-font
 */
import "./card.css";
export { Card, CardBack, type CardProps, type CardSize } from "./Card";
export { CardViewSwitch } from "./CardViewSwitch";
export { TableCard, tableNotes, sicknessLimits, type TableCardProps } from "./TableCard";
export { CardPreviewLayer, useCardPreview } from "./preview";
export { useCardData, loadCardData, fetchCardData, cachedCardData, rememberCardData } from "./card-data";
export { setImageSources, forgetMissingImages, useCardImage, printingIdOf, type ImageWant } from "./card-images";
export { faceFromData, faceFromSummary, frameOf, colorLetters, type CardFace, type FrameKind } from "./card-face";
export { ManaCost, ManaSymbol, OracleText, SymbolText, costSymbols } from "./mana";
