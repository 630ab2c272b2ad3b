/**
 * Building blocks for contract groups. A group file (app.ts, collection.ts, …) declares
 * its methods and events with these; index.ts merges the groups into one contract.
 */
import type { Schema } from "../validate";

/** Phantom marker for a result or event payload type: carries a type, no run-time data. */
export interface Type<T> {
  readonly __type?: () => T;
}
export const returns = <T>(): Type<T> => ({});
export const payload = <T>(): Type<T> => ({});

export interface MethodSpec<A, R> {
  /** Validates the argument before any handler sees it. Use v.none() for no argument. */
  args: Schema<A>;
  result: Type<R>;
  /** One line for docs and error messages. */
  summary: string;
}

export interface EventSpec<P> {
  payload: Type<P>;
  summary: string;
}

export const method = <A, R>(spec: MethodSpec<A, R>): MethodSpec<A, R> => spec;
export const event = <P>(spec: EventSpec<P>): EventSpec<P> => spec;

/**
 * Method and event names are "group.name": the group becomes `window.moxen.<group>`,
 * the name its function (camelCase), e.g. `collection.listDecks` → moxen.collection.listDecks().
 */
export const NAME_PATTERN = /^[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*$/;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMethod = MethodSpec<any, any>;
export type AnyEvent = EventSpec<any>;
