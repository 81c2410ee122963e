import PNGCodec

/// Small copies of rendered images for the report's matrix.
enum Thumbnail {
    /// The widest a thumbnail is, in pixels.
    static let maximumWidth = 180

    /// `image` scaled down by a whole factor to at most ``maximumWidth`` pixels wide, each
    /// pixel the average of the block it covers (premultiplied, so transparent pixels do not
    /// darken their neighbours); an image already that narrow unchanged.
    static func image(_ image: RGBAImage) -> RGBAImage {
        let factor = (image.width + maximumWidth - 1) / maximumWidth
        guard factor > 1 else { return image }
        let width = image.width / factor, height = image.height / factor
        var out = RGBAImage(width: width, height: height)
        let area = factor * factor
        for y in 0..<height {
            for x in 0..<width {
                var sums = (0, 0, 0, 0)
                for dy in 0..<factor {
                    var i = ((y * factor + dy) * image.width + x * factor) * 4
                    for _ in 0..<factor {
                        let a = Int(image.pixels[i + 3])
                        sums.0 += Int(image.pixels[i]) * a
                        sums.1 += Int(image.pixels[i + 1]) * a
                        sums.2 += Int(image.pixels[i + 2]) * a
                        sums.3 += a
                        i += 4
                    }
                }
                let o = (y * width + x) * 4
                if sums.3 > 0 {
                    out.pixels[o] = UInt8(sums.0 / sums.3)
                    out.pixels[o + 1] = UInt8(sums.1 / sums.3)
                    out.pixels[o + 2] = UInt8(sums.2 / sums.3)
                }
                out.pixels[o + 3] = UInt8(sums.3 / area)
            }
        }
        return out
    }
}
