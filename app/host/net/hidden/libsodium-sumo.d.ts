/**
 * The part of libsodium-sumo (libsodium.js 0.8, the raw Emscripten build of libsodium with its
 * WebAssembly inlined) that hidden/group.ts uses; the package ships no types. Pointers are byte
 * offsets into HEAPU8; each function returns 0 on success, -1 on failure, as in libsodium's C API.
 */
declare module "libsodium-sumo" {
  export interface LibsodiumSumo {
    HEAPU8: Uint8Array;
    _malloc(n: number): number;
    _free(ptr: number): void;
    _crypto_scalarmult_ristretto255(q: number, n: number, p: number): number;
    _crypto_scalarmult_ristretto255_base(q: number, n: number): number;
    _crypto_core_ristretto255_is_valid_point(p: number): number;
    _crypto_core_ristretto255_from_hash(p: number, r: number): number;
    _crypto_core_ristretto255_scalar_invert(recip: number, s: number): number;
    _crypto_core_ristretto255_scalar_mul(z: number, x: number, y: number): void;
    _crypto_core_ristretto255_scalar_reduce(r: number, s: number): void;
  }
  /** Instantiates the module (its WebAssembly compiled asynchronously). */
  const load: (overrides?: Record<string, unknown>) => Promise<LibsodiumSumo>;
  export default load;
}
