/// Lookup table for un-premultiplying 8-bit colour: `table[a << 8 | c]` = `min(255, (c·255 + a/2) / a)`,
/// the same rounding as cairo's PNG writer; `a == 0` maps to 0.
enum Unpremultiply {
    static let table: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0..<256 {
                t[a << 8 | c] = UInt8(min(255, (c * 255 + a / 2) / a))
            }
        }
        return t
    }()
}
