import Foundation

// Animated images (iOS 5): an image made of frames that an image view showing it cycles
// through (docs/REFERENCE.md §24.9).
extension UIImage {
    /// An animated image of `images` played over `duration` seconds
    /// (`animatedImage(with:duration:)`): it has the first image's size, scale and pixels
    /// where drawn still, and an image view showing it cycles through the frames. Nil when
    /// `images` is empty.
    /// - Parameters:
    ///   - images: The frames, which UIKit expects to share one size and scale.
    ///   - duration: The time one pass through the frames takes; 0 or less (or not a number)
    ///     takes 1/30 s a frame, as an image view's animation does.
    /// - Returns: The animated image, or nil without frames.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let image = UIImage(copying: first, alignmentRectInsets: first.alignmentRectInsets, symbolConfiguration: first.symbolConfiguration)
        image.images = images
        image.duration = duration.nonNegativeFinite
        return image
    }

    /// An animated image of the PNG files `name0` … `name1024` (`animatedImageNamed(_:duration:)`),
    /// each looked up as a resource of the main bundle (`name7.png`, or `name7@2x.png`…), else
    /// as a path (`name` may be a full or partial path); the numbers found, in order, make the
    /// frames. Nil when none is found: asset catalogues, which iOS also looks in, do not exist here.
    /// - Parameters:
    ///   - name: The file name or path without the number and suffix.
    ///   - duration: The time one pass through the frames takes.
    /// - Returns: The animated image, or nil when no file is found.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        let frames = (0...1024).compactMap { number in numberedImageFile("\(name)\(number)").flatMap(UIImage.init(contentsOfFile:)) }
        return animatedImage(with: frames, duration: duration)
    }

    /// The path of the PNG file for `stem`: a main-bundle resource (plain, `@2x` or `@3x`),
    /// else the path `stem` names with `.png`.
    private static func numberedImageFile(_ stem: String) -> String? {
        for suffix in ["", "@2x", "@3x"] {
            if let path = Bundle.main.path(forResource: stem + suffix, ofType: "png") { return path }
        }
        let path = stem + ".png"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
