/** An action the rules do not allow now: becomes a typed rejection (CR 733: the game returns to before it). */
export class Illegal extends Error {
  constructor(public code: "wrong_timing" | "illegal_target" | "cannot_pay" | "no_such_object" | "not_allowed" | "bad_action", message: string) {
    super(message);
  }
}

export const fail = (code: Illegal["code"], message: string): never => {
  throw new Illegal(code, message);
};
