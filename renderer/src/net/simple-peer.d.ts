/** The standalone browser build of simple-peer (bundles its own Buffer and stream shims). */
declare module "simple-peer/simplepeer.min.js" {
  interface SimplePeerOptions {
    initiator?: boolean;
    trickle?: boolean;
    config?: RTCConfiguration;
  }
  interface SimplePeerInstance {
    on(event: string, listener: (...args: any[]) => void): void;
    once(event: string, listener: (...args: any[]) => void): void;
    signal(data: unknown): void;
    send(data: Uint8Array | string): void;
    destroy(err?: Error): void;
  }
  const SimplePeer: new (opts?: SimplePeerOptions) => SimplePeerInstance;
  export default SimplePeer;
  export type { SimplePeerInstance, SimplePeerOptions };
}
