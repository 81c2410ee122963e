/// The 64-bit FNV-1a hash of `bytes`: cheap and deterministic, for telling contents apart
/// (a bitmap's digest, a folder's name) — not a security hash.
/// - Complexity: O(n), n the number of bytes.
@inlinable
package func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        value ^= UInt64(byte)
        value &*= 0x100_0000_01b3
    }
    return value
}
