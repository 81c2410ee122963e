import Foundation

/// Three box blurs approximating a Gaussian, on an 8-bit alpha image in place.
///
/// Each pass is an extended box (Gwosdek, Grewenig, Bruhn and Weickert, "Theoretical
/// foundations of Gaussian convolution by extended box filtering", 2011): a box of 2l + 1
/// pixels plus a fraction α of the next pixel on each side, sized so the three passes
/// together have exactly the Gaussian's variance σ². Three such passes stay within about
/// 1.5 % of the Gaussian across an edge (docs/REFERENCE.md §22.3).
enum BoxBlur {
    /// Blurs `width × height` A8 pixels with standard deviation `sigma` (pixels).
    /// - Complexity: O(width × height), independent of sigma.
    static func blurA8(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0, sigma.isFinite, width > 0, height > 0 else { return }
        let box = extendedBox(variance: sigma * sigma / 3)
        withLine(length: max(width, height), box: box) { line in
            for _ in 0..<3 {
                for y in 0..<height { pass(data + y * stride, count: width, step: 1, box: box, line: line) }
                for x in 0..<width { pass(data + x, count: height, step: stride, box: box, line: line) }
            }
        }
    }

    /// Blurs `width × height` ARGB32 pixels (premultiplied; each channel alike) with standard
    /// deviation `sigma` (pixels), in place.
    static func blurARGB32(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0, sigma.isFinite, width > 0, height > 0 else { return }
        let box = extendedBox(variance: sigma * sigma / 3)
        withLine(length: max(width, height), box: box) { line in
            for _ in 0..<3 {
                for channel in 0..<4 {
                    for y in 0..<height { pass(data + y * stride + channel, count: width, step: 4, box: box, line: line) }
                    for x in 0..<width { pass(data + x * 4 + channel, count: height, step: stride, box: box, line: line) }
                }
            }
        }
    }

    /// Runs `body` with a line buffer long enough for `length` samples and the box's reach on
    /// either side, zero there (pixels beyond the edge count as transparent).
    private static func withLine(
        length: Int, box: (radius: Int, alpha: Double), _ body: (UnsafeMutableBufferPointer<Double>) -> Void
    ) {
        let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: length + 2 * (box.radius + 1))
        buffer.initialize(repeating: 0)
        defer { buffer.deallocate() }
        body(buffer)
    }

    /// The extended box of variance `variance`: the largest whole radius l whose plain box
    /// (variance l(l + 1)/3) does not exceed it, and the end weight α that makes up the rest.
    static func extendedBox(variance v: Double) -> (radius: Int, alpha: Double) {
        let l = max(0, Int(((12 * v + 1).squareRoot() - 1) / 2))
        let fl = Double(l)
        let plain = fl * (fl + 1) / 3
        let next = (fl + 1) * (fl + 1)
        let alpha = (2 * fl + 1) * (plain - v) / (2 * (v - next))
        return (l, min(max(alpha, 0), 1))
    }

    /// One extended-box pass along `count` samples `step` bytes apart: the samples are copied
    /// into `line` between zero margins of the box's reach, then each output is the box's sum
    /// around it, kept running.
    private static func pass(
        _ base: UnsafeMutablePointer<UInt8>, count: Int, step: Int, box: (radius: Int, alpha: Double),
        line: UnsafeMutableBufferPointer<Double>
    ) {
        let (l, alpha) = box
        guard let start = line.baseAddress else { return }
        // `line` holds zeros beyond `count` from earlier, longer lines: clear the right margin.
        let samples = start + l + 1
        for i in 0..<count { samples[i] = Double(base[i * step]) }
        for i in count..<(count + l + 1) { samples[i] = 0 }
        let weight = 1 / (Double(2 * l + 1) + 2 * alpha)
        var sum = 0.0
        for i in -l...l { sum += samples[i] }
        for i in 0..<count {
            let total = (sum + alpha * (samples[i - l - 1] + samples[i + l + 1])) * weight + 0.5
            base[i * step] = total >= 255 ? 255 : UInt8(max(0, total))
            sum += samples[i + l + 1] - samples[i - l]
        }
    }
}
