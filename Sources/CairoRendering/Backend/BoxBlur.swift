import Foundation

/// Three box blurs approximating a Gaussian, on an 8-bit alpha image in place.
///
/// Each pass is an extended box (Gwosdek, Grewenig, Bruhn and Weickert, "Theoretical
/// foundations of Gaussian convolution by extended box filtering", 2011): a box of 2l + 1
/// pixels plus a fraction α of the next pixel on each side, sized so the three passes
/// together have exactly the Gaussian's variance σ². Three such passes stay within about
/// 1 % of the Gaussian (docs/REFERENCE.md §21.3).
enum BoxBlur {
    /// Blurs `width × height` A8 pixels with standard deviation `sigma` (pixels).
    /// - Complexity: O(width × height), independent of sigma.
    static func blurA8(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0, sigma.isFinite else { return }
        let box = extendedBox(variance: sigma * sigma / 3)
        var line = [Double](repeating: 0, count: max(width, height))
        var out = [UInt8](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height { pass(data + y * stride, count: width, step: 1, box: box, line: &line, out: &out) }
            for x in 0..<width { pass(data + x, count: height, step: stride, box: box, line: &line, out: &out) }
        }
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

    private static func pass(
        _ base: UnsafeMutablePointer<UInt8>, count: Int, step: Int, box: (radius: Int, alpha: Double), line: inout [Double],
        out: inout [UInt8]
    ) {
        let (l, alpha) = box
        for i in 0..<count { line[i] = Double(base[i * step]) }
        func value(_ i: Int) -> Double { i >= 0 && i < count ? line[i] : 0 }
        let weight = 1 / (Double(2 * l + 1) + 2 * alpha)
        var sum = 0.0
        for i in -l...l { sum += value(i) }
        for i in 0..<count {
            let total = (sum + alpha * (value(i - l - 1) + value(i + l + 1))) * weight
            out[i] = UInt8(min(255, max(0, total + 0.5)))
            sum += value(i + l + 1) - value(i - l)
        }
        for i in 0..<count { base[i * step] = out[i] }
    }
}
