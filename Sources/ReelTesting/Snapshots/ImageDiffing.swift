import Foundation
import PNGCodec
import SnapshotTesting

extension Diffing where Value == RGBAImage {
    /// The one image diffing of this module: references are PNG files, the smaller kind
    /// (`PNGEncoder.Level.small`), as they are kept in a repository; `matching` decides
    /// whether an image matches. On a mismatch the reference, the actual image, the diff
    /// image and the three side by side are written to disk and the message names their paths
    /// (swift-snapshot-testing's own image attachments are not available on Linux).
    public static func reelImage(_ matching: ImageMatching) -> Diffing {
        Diffing.diff(
            toData: { image in Data((try? PNGEncoder(level: .small).encode(image)) ?? []) },
            fromData: { data in (try? PNGDecoder().decode([UInt8](data))) ?? RGBAImage(width: 0, height: 0) },
            diffV2: { reference, actual in
                guard let (message, diff) = matching.failure(reference, actual) else { return nil }
                let paths = FailureArtifacts.write(reference: reference, actual: actual, diff: diff)
                return ("\(message)\n\(paths)", [])
            })
    }

    /// ``reelImage(_:)`` with pixelmatch's comparison (anti-aliasing aware).
    ///
    /// - Parameters:
    ///   - threshold: the colour threshold, 0…1 (pixelmatch's default 0.1).
    ///   - maxDiffPixels: how many pixels may differ.
    public static func reelImage(threshold: Double = 0.1, maxDiffPixels: Int = 0) -> Diffing {
        reelImage(.pixelmatch(threshold: threshold, maxDiffPixels: maxDiffPixels))
    }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// The one image strategy of this module: every image strategy here — of a collection
    /// view, a scene, a view, a view controller, an image — is a pullback of it (or, for
    /// `UIImage`'s format, this strategy seen through `UIImage`).
    /// - Parameters:
    ///   - matching: how closely an image must match its reference.
    ///   - pathExtension: the reference's extension; default `png`.
    public static func reelImage(_ matching: ImageMatching, pathExtension: String = "png") -> Snapshotting {
        Snapshotting(pathExtension: pathExtension, diffing: .reelImage(matching))
    }
}
