/** Trading units and coins with a friend: signed offers, one contract both sign, applied atomically. */
export { TradeSession, type TradeIncident, type TradeOutcome, type TradePhase, type TradeSessionOptions, type TradeStep } from "./session";
export { getTrade, listTrades, ledgerState, tradeRecords, type TradeRow, type TradeStatus } from "./store";
export { TRADE_LIMITS, TradeRefusal, parseContract, type Contract, type ContractSide, type Offer, type OfferedUnit, type RefusalCode } from "./wire";
