#if os(Linux)
import Foundation
import PNGCodec
import SnapshotTesting
import UIKit

// swift-snapshot-testing's `UIImage` diffing and strategy, on Linux: the one image strategy
// (`Snapshotting<RGBAImage, RGBAImage>.reelImage`) seen through `UIImage`, compared with
// swift-snapshot-testing's `precision` and `perceptualPrecision` (`PrecisionComparison`).

extension UIImage {
    /// The image's pixels for comparison: a rendered image's; none (an empty image) for a
    /// file, symbol or asset image.
    var snapshotPixels: RGBAImage { bitmap ?? RGBAImage(width: 0, height: 0) }
}

extension Diffing where Value == UIImage {
    /// Pixel-exact image diffing (`image`).
    public static var image: Diffing { .image() }

    /// Image diffing with swift-snapshot-testing's tolerances (`image(precision:perceptualPrecision:scale:)`).
    /// - Parameters:
    ///   - precision: the share of pixels (bytes, as swift-snapshot-testing counts) that must
    ///     match.
    ///   - perceptualPrecision: how close, 0…1, a pixel's colour must be to count as matching
    ///     (CIE ΔE 1994 ≤ (1 − it) × 100; see ``PrecisionComparison``).
    ///   - scale: pixels per point of a reference read from disk; nil or 0: the simulated
    ///     device's `UIScreen.main.scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let base = Diffing<RGBAImage>.reelImage(.precision(precision, perceptual: perceptualPrecision))
        return Diffing.diff(
            toData: { base.toData($0.snapshotPixels) },
            fromData: { data in
                let readScale = scale.flatMap { $0 != 0 ? $0 : nil } ?? UIScreen.main.scale
                return UIImage(bitmap: base.fromData(data), scale: readScale)
            },
            diffV2: { base.diffV2($0.snapshotPixels, $1.snapshotPixels) })
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared pixel for pixel (`image`).
    public static var image: Snapshotting { .image() }

    /// An image compared with swift-snapshot-testing's tolerances
    /// (`image(precision:perceptualPrecision:scale:)`); its reference is a `linux.png`
    /// (`LinuxReferences`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(
            pathExtension: LinuxReferences.pathExtension("png"),
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
#endif
