/**
 * Connecting to a friend by invite/answer codes from the command line (`moxen trade`, `moxen
 * sealed host|join`): the inviter prints its invite code and reads the friend's answer code; the
 * friend answers the invite code it was given and prints the answer code. How a code is printed
 * and how the answer is read (plain text or JSON lines) is the command's own.
 */
import type { Transport } from "../../host/net/transport";
import { answerInvitation, createInvitation, type WebRtcOptions } from "../../host/net/wrtc-transport";

export const CODE_TEXT = {
  invite: (code: string) => `Send this invite code to your friend:\n\n${code}\n`,
  answer: (code: string) => `Send this answer code back to your friend:\n\n${code}\n`,
};
export const ANSWER_PROMPT = "Paste your friend's answer code and press Enter: ";

export async function connectByCodes(o: {
  mode: "host" | "join";
  /** The friend's invite code (join). */
  code?: string;
  webrtc: WebRtcOptions;
  show(kind: "invite" | "answer", code: string): void;
  /** The friend's answer code (host). */
  readAnswer(): Promise<string>;
}): Promise<{ transport: Transport; peerFingerprint?: string }> {
  if (o.mode === "host") {
    const invitation = await createInvitation(o.webrtc);
    o.show("invite", invitation.code);
    const answer = await o.readAnswer();
    try {
      return await invitation.accept(answer);
    } catch (err) {
      invitation.cancel();
      throw err;
    }
  }
  const answer = await answerInvitation(o.code!, o.webrtc);
  o.show("answer", answer.code);
  return { transport: await answer.connected, peerFingerprint: answer.peerFingerprint };
}
