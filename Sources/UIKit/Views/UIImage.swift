import CollectionRendering
import Foundation
import PNGCodec

/// An image (`UIImage`): a PNG file, a bitmap (`init(cgImage:)`, `init(data:)`, an image
/// renderer's), or a name with no pixels.
///
/// Deliberate differences: only PNG files load (`init(contentsOfFile:)`; `init(data:)`
/// reads PNG and JPEG bytes); orientations other than `up` are kept, not applied; there are no SF
/// Symbols or asset catalogues on Linux, so `init(systemName:)` and `init(named:)` make an
/// image with a name and no pixels — drawn as nothing. A system symbol image measures
/// 20 × 20 points at the 17-point body size (chosen), scaled by its symbol configuration's
/// point size and scale (UIImage+SymbolConfiguration.swift); an asset image measures zero. A menu action's image has no effect here.
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    /// The SF Symbol or asset name it was made with, or the file's name.
    public let name: String
    /// The PNG file the image was read from; nil for a symbol or asset image.
    let filePath: String?

    /// The configuration a symbol image was made or configured with (`symbolConfiguration`):
    /// one that specifies nothing for a symbol made without one; nil for other images.
    public private(set) var symbolConfiguration: SymbolConfiguration?

    /// The size in points (`size`): a PNG's pixels divided by ``scale``; for a system symbol
    /// 20 × 20 at 17 points, as its configuration sets; zero for an asset image.
    public let size: CGSize
    /// Pixels per point (`scale`): 2 or 3 when the file's name ends in `@2x` or `@3x` (before
    /// `.png`), else 1.
    public let scale: CGFloat
    /// Whether it is a system symbol image (`isSymbolImage`).
    public let isSymbolImage: Bool
    /// The bitmap of an image made from one; a file's or a snapshot's pixels are made into
    /// one when first asked for.
    private var bitmapImage: CGImage?
    /// How the pixels are turned when drawn (`imageOrientation`); `up` unless made with
    /// another, which is kept and not applied.
    public let imageOrientation: UIImage.Orientation
    /// Whether the image draws as itself or as a template in the tint colour (`renderingMode`); `.automatic` unless made by
    /// ``withRenderingMode(_:)`` (UIImage+RenderingMode.swift).
    public internal(set) var renderingMode = RenderingMode.automatic
    /// The frames of an animated image (`images`, iOS 5; UIImage+Animated.swift); nil for an
    /// image that is not animated.
    public internal(set) var images: [UIImage]?
    /// The time one pass through an animated image's frames takes (`duration`, iOS 5); 0 for
    /// an image that is not animated.
    public internal(set) var duration: TimeInterval = 0
    /// The string that identifies the image to UI tests (`accessibilityIdentifier`,
    /// `UIAccessibilityIdentification`); default nil.
    open var accessibilityIdentifier: String?
    /// The image's description for VoiceOver (`accessibilityLabel`, from `NSObject`'s informal `UIAccessibility` protocol on
    /// iOS); default nil. Stored: nothing reads it here.
    open var accessibilityLabel: String?

    /// An image of `cgImage`'s pixels at `scale` pixels per point
    /// (`init(cgImage:scale:orientation:)`).
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let scale = UIView.pixelScale(scale)
        name = ""
        filePath = nil
        bitmapImage = cgImage
        self.scale = scale
        size = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        isSymbolImage = false
        imageOrientation = orientation
        super.init()
    }

    /// An empty image, zero by zero, with no pixels (`init()`).
    public override init() {
        name = ""
        filePath = nil
        scale = 1
        size = .zero
        isSymbolImage = false
        imageOrientation = .up
        super.init()
    }

    /// An image of `cgImage`'s pixels at scale 1 (`init(cgImage:)`).
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image decoded from PNG or JPEG bytes at `scale` (`init(data:scale:)`); nil for
    /// other or damaged data.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = CGImage.decode(data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// An image decoded from PNG or JPEG bytes (`init(data:)`); nil for other or damaged data.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image's bitmap (`cgImage`), for every image with pixels: decoded from the file,
    /// or made from a snapshot's pixels (converted once to Core Graphics' premultiplied
    /// layout; the snapshot keeps its straight RGBA for comparisons), on first use; nil for
    /// a symbol or asset image, or a file that no longer decodes.
    open var cgImage: CGImage? {
        if bitmapImage == nil, let filePath, let bytes = FileManager.default.contents(atPath: filePath) {
            bitmapImage = CGImage.decode(bytes)
        } else if bitmapImage == nil, let bitmap {
            bitmapImage = CGImage(straightRGBA: bitmap.pixels, width: bitmap.width, height: bitmap.height)
        }
        return bitmapImage
    }

    /// The image as the renderer draws it: the file, or the bitmap; nil without pixels.
    var renderedSource: ImageSource? {
        if let filePath { return ImageSource(path: filePath, scale: scale) }
        return cgImage.map { ImageSource(bitmap: $0.bitmap, scale: scale) }
    }

    /// A system symbol image (`init(systemName:)`); never nil here, it has no pixels.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol image with `configuration` (`init(systemName:withConfiguration:)`):
    /// a symbol configuration sets its size (UIImage+SymbolConfiguration.swift); never nil
    /// here, it has no pixels.
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.name = name
        filePath = nil
        let symbol = configuration as? SymbolConfiguration
        symbolConfiguration = symbol ?? SymbolConfiguration()
        size = UIImage.symbolSize(symbol)
        scale = 1
        isSymbolImage = true
        imageOrientation = .up
        super.init()
    }

    /// An asset image (`init(named:)`); never nil here, it has no pixels and no size. A
    /// convenience initializer, as UIKit's (`+imageNamed:` is a factory method).
    public convenience init?(named name: String) {
        self.init(assetNamed: name)
    }

    /// An image of an `#imageLiteral(resourceName:)` (`init(imageLiteralResourceName:)`): the
    /// asset image of the name, as ``init(named:)`` makes it. On iOS a name that no asset has
    /// stops the app; here every asset is a name without pixels.
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(assetNamed: name)
    }

    /// An asset image of a name, with no pixels and no size.
    init(assetNamed name: String) {
        self.name = name
        filePath = nil
        size = .zero
        scale = 1
        isSymbolImage = false
        imageOrientation = .up
        super.init()
    }

    /// An asset image from `bundle` for `traitCollection` (`init(named:in:compatibleWith:)`):
    /// as ``init(named:)`` — there are no asset catalogues on Linux to look in.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// An asset image from `bundle` with `configuration` (`init(named:in:with:)`, iOS 13): as
    /// ``init(named:)``.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name)
    }

    /// The PNG image at `path` (`init(contentsOfFile:)`); nil when the file cannot be read or
    /// does not start with a PNG signature and header. Its size is read from the header;
    /// the pixels are decoded when it is drawn.
    public init?(contentsOfFile path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 24), let pixels = ImageSource.pngPixelSize(header: head) else { return nil }
        let file = (path as NSString).lastPathComponent
        let stem = (file as NSString).deletingPathExtension
        scale = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        name = file
        filePath = path
        size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        isSymbolImage = false
        imageOrientation = .up
        super.init()
    }

    // MARK: Rendered pixels (snapshots)

    /// An image of rendered pixels at `scale` pixels per point: a snapshot strategy's image.
    package init(bitmap: RGBAImage, scale: CGFloat) {
        let scale = UIView.pixelScale(scale)
        name = ""
        filePath = nil
        size = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
        self.scale = scale
        isSymbolImage = false
        imageOrientation = .up
        self.bitmap = bitmap
        super.init()
    }

    /// The pixels of an image made from rendered pixels; nil for a file, symbol or asset image.
    package private(set) var bitmap: RGBAImage?

    // MARK: Alignment

    /// The insets from the image's edges to its content, for layout (`alignmentRectInsets`);
    /// zero unless made by ``withAlignmentRectInsets(_:)``. An image view takes them as its
    /// own alignment insets (``UIImageView/alignmentRectInsets``), as UIKit's header says.
    open var alignmentRectInsets: UIEdgeInsets { storedAlignmentInsets }
    /// The insets ``withAlignmentRectInsets(_:)`` gave the image.
    private var storedAlignmentInsets = UIEdgeInsets.zero

    /// The same image with `alignmentInsets` as its ``alignmentRectInsets``
    /// (`withAlignmentRectInsets(_:)`): a new image object.
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        UIImage(copying: self, alignmentRectInsets: alignmentInsets, symbolConfiguration: symbolConfiguration)
    }

    /// A copy of `image`, its rendering mode too, with other alignment insets, and a symbol's
    /// size for `symbolConfiguration`.
    init(copying image: UIImage, alignmentRectInsets: UIEdgeInsets, symbolConfiguration: SymbolConfiguration?) {
        name = image.name
        filePath = image.filePath
        size = image.isSymbolImage ? UIImage.symbolSize(symbolConfiguration) : image.size
        self.symbolConfiguration = image.isSymbolImage ? symbolConfiguration ?? SymbolConfiguration() : nil
        scale = image.scale
        isSymbolImage = image.isSymbolImage
        bitmapImage = image.bitmapImage
        imageOrientation = image.imageOrientation
        bitmap = image.bitmap
        storedAlignmentInsets = alignmentRectInsets
        renderingMode = image.renderingMode
        images = image.images
        duration = image.duration
        super.init()
    }
}

/// The type an unannotated `#imageLiteral(resourceName:)` makes (`_ImageLiteralType`, as
/// UIKit's overlay declares it).
public typealias _ImageLiteralType = UIImage
