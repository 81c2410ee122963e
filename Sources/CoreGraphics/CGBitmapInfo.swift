/// How a bitmap's pixels are laid out (`CGBitmapInfo`): the alpha info in the low bits, the
/// byte order above.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Layout from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits holding a `CGImageAlphaInfo` (`alphaInfoMask`).
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Floating-point components (`floatComponents`).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits holding the byte order (`byteOrderMask`).
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order, big-endian (`byteOrderDefault`).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian (`byteOrder16Little`).
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian (`byteOrder32Little`).
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian (`byteOrder16Big`).
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian (`byteOrder32Big`).
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha info of these bits.
    var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }
}
