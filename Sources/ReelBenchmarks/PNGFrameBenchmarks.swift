import CairoRendering
import Foundation
import PNGCodec
import ReelExport

/// The fast PNG encoder alone on the frames `reel animate` writes: the 61 frames of the
/// 100-cell update at 1920×1080, rendered once, then encoded again and again on one thread.
///
/// The `animate` group's export ÷ rendering ratio moves by a few hundredths when the
/// encoder gets 10 % faster, within what a loaded machine's runs spread; this isolates the
/// encoder's share of it (thread CPU time, no file writes, no rendering), on real frames
/// rather than `png`'s synthetic one, and the files' total size alongside. Each frame is read
/// from memory, not from the cache a frame just rendered leaves it in, as in an export.
func runPNGFrameBenchmarks() throws {
    let scene = "Benchmarks/scenes/update-100-1080p.yaml"
    let played = try LoadedScene(path: scene).play()
    let count = played.timeline.frameCount(fps: 60)
    let renderer = try CairoRenderer()
    let surfaces = try (0..<count).map { try renderer.renderImage(played.displayList(frame: $0, fps: 60)) }
    renderer.encoder = PNGEncoder(level: .fast)
    var bytes = 0
    func encodeAll() throws {
        bytes = 0
        for surface in surfaces { bytes += try renderer.encodePNG(surface).count }
    }
    // The CRC-32 of the files one after another: a change to the encoder that claims the
    // same bytes must print the same checksum, not only the same total.
    let checksum = try surfaces.reduce(UInt32(0)) { crc, surface in
        try renderer.encodePNG(surface).withUnsafeBytes { CRC32.checksum($0, continuing: crc) }
    }
    try encodeAll() // warms up
    let time = try medianMilliseconds(runs: 9) { try encodeAll() }
    let pixels = surfaces.reduce(0) { $0 + $1.pixelWidth * $1.pixelHeight * 4 }
    print(
        String(
            format: "%d frames of the 100-cell update encoded (fast, one thread): %@, %d bytes (CRC-32 %08x), %.2f GB/s of ARGB32 (CPU)",
            count, "\(time)" as NSString, bytes, checksum, Double(pixels) / (time.cpu / 1e3) / 1e9))
    let perFrame = time.cpu / 1e3 / Double(count)
    // A measurement with no target of its own: the `animate` group's ratio is the target.
    print("  fast encoder per 1080p frame of the update (thread CPU): \(Bench.Unit.milliseconds.format(perFrame))")
}
