import Foundation

/// Three box blurs approximating a Gaussian, on an 8-bit alpha image in place.
enum BoxBlur {
    /// Blurs `width × height` A8 pixels with standard deviation `sigma` (pixels).
    /// - Complexity: O(width × height), independent of sigma.
    static func blurA8(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        // Three passes of a box of width w have variance 3·(w² − 1)/12 = σ²: w = √(4σ² + 1).
        let radius = max(1, Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5))
        var line = [Int](repeating: 0, count: max(width, height))
        var out = [UInt8](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height { pass(data + y * stride, count: width, step: 1, radius: radius, line: &line, out: &out) }
            for x in 0..<width { pass(data + x, count: height, step: stride, radius: radius, line: &line, out: &out) }
        }
    }

    private static func pass(_ base: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, line: inout [Int], out: inout [UInt8])
    {
        for i in 0..<count { line[i] = Int(base[i * step]) }
        let window = 2 * radius + 1
        var sum = 0
        for i in -radius...radius where i >= 0 && i < count { sum += line[i] }
        for i in 0..<count {
            out[i] = UInt8((sum + window / 2) / window)
            let leaving = i - radius, entering = i + radius + 1
            if leaving >= 0 { sum -= line[leaving] }
            if entering < count { sum += line[entering] }
        }
        for i in 0..<count { base[i * step] = out[i] }
    }
}
