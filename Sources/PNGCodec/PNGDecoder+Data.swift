import Foundation

extension PNGDecoder {
    /// Decodes PNG bytes with the default limits: `PNGDecoder().decode(_:)` for `Data`.
    /// - Throws: ``PNGError``.
    public static func decode(_ data: Data) throws(PNGError) -> RGBAImage {
        try PNGDecoder().decode([UInt8](data))
    }
}
