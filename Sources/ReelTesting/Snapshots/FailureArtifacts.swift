import Foundation
import PNGCodec

/// Where failing image snapshots leave their evidence: `$REEL_SNAPSHOT_ARTIFACTS` or the
/// temporary folder, one new folder per failure.
enum FailureArtifacts {
    /// Writes reference.png, actual.png, diff.png and side-by-side.png; returns a message
    /// naming them.
    static func write(reference: RGBAImage, actual: RGBAImage, diff: RGBAImage?) -> String {
        let base =
            ProcessInfo.processInfo.environment["REEL_SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("collectionreel-snapshots")
        let folder = base.appendingPathComponent(UUID().uuidString)
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
            return "(could not create \(folder.path) for the failure images)"
        }
        let encoder = PNGEncoder()
        var lines: [String] = []
        for (name, image) in [
            ("reference", reference), ("actual", actual), ("diff", diff),
            ("side-by-side", sideBySide([reference, actual] + (diff.map { [$0] } ?? []))),
        ] {
            guard let image else { continue }
            let url = folder.appendingPathComponent(name + ".png")
            if (try? encoder.write(image, to: url)) != nil { lines.append("\(name): \(url.path)") }
        }
        return lines.joined(separator: "\n")
    }

    /// Images next to each other, top-aligned, 8 transparent pixels apart.
    static func sideBySide(_ images: [RGBAImage]) -> RGBAImage {
        let gap = 8
        let width = images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 0
        var out = RGBAImage(width: width, height: height)
        var x0 = 0
        for image in images {
            for y in 0..<image.height {
                let source = y * image.width * 4, target = (y * width + x0) * 4
                out.pixels.replaceSubrange(target..<target + image.width * 4, with: image.pixels[source..<source + image.width * 4])
            }
            x0 += image.width + gap
        }
        return out
    }
}
