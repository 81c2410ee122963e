import CollectionRendering
import Foundation

extension UIImage {
    /// How an image's pixels are turned when drawn (`UIImage.Orientation`), UIKit's raw
    /// values; kept, not applied (every image draws `up`).
    public enum Orientation: Int, Sendable {
        /// As stored (`up`).
        case up = 0
        /// Turned 180° (`down`).
        case down
        /// Turned 90° counterclockwise (`left`).
        case left
        /// Turned 90° clockwise (`right`).
        case right
        /// Mirrored horizontally (`upMirrored`).
        case upMirrored
        /// Turned 180° and mirrored (`downMirrored`).
        case downMirrored
        /// Turned 90° counterclockwise and mirrored (`leftMirrored`).
        case leftMirrored
        /// Turned 90° clockwise and mirrored (`rightMirrored`).
        case rightMirrored
    }

    /// Draws the image stretched over `rect` in the current context, upright in UIKit's
    /// coordinates (`draw(in:)`).
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let source = renderedSource else { return }
        context.draw(.image(source, rect, .scaleToFill))
    }

    /// Draws the image at its size with its top left at `point` (`draw(at:)`).
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// The image as PNG bytes (`pngData()`); nil without pixels.
    public func pngData() -> Data? { cgImage?.pngData() }

    /// The image as JPEG bytes at `compressionQuality` 0…1 (`jpegData(compressionQuality:)`);
    /// nil without pixels. JPEG has no alpha: translucent pixels flatten onto black.
    public func jpegData(compressionQuality: CGFloat) -> Data? { cgImage?.jpegData(quality: compressionQuality) }
}
