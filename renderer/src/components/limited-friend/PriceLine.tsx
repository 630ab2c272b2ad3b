/** The price line of the proposal form and of the proposal to accept (price.ts says what each pays). */
import { useEffect } from "react";
import { useStore } from "../../store/index";

/** "You pay X coins, your friend Y; you have Z" and, when Z < X, that it is not enough. */
export function PriceLine({ me, peer, testId }: { me: number; peer: number; testId: string }) {
  const coins = useStore((x) => x.profile?.coins ?? null);
  const loadProfile = useStore((x) => x.loadProfile);
  useEffect(() => void loadProfile(), [loadProfile]);
  const short = coins !== null && coins < me;
  return (
    <p data-testid={testId} data-short={short}>
      You pay {me} coins for your packs, your friend pays {peer}.{coins !== null && ` You have ${coins} coins.`}
      {short && (
        <b className="error" data-testid={`${testId}-short`}>
          {" "}
          Not enough coins: you need {me - coins} more.
        </b>
      )}
    </p>
  );
}
