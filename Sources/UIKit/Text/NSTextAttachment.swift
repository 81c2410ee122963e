import CollectionRendering
import Foundation

/// An object shown inline in attributed text (`NSTextAttachment`): an image, laid out as
/// TextKit lays an attachment out on its U+FFFC character (``NSTextAttachment/character``)
/// in a label or text view — a box of ``bounds``' size (the image's size while the bounds are
/// zero) that advances the line by its width, stands on the baseline raised by
/// `bounds.origin.y`, and makes the line tall enough to hold it (docs/REFERENCE.md §25.9).
///
/// Deliberate differences: an attachment without an image (and zero bounds) takes no room and
/// draws nothing, where iOS draws a placeholder icon; attachment view providers and file
/// wrappers are not modelled; the attribute applies to U+FFFC characters only, as TextKit
/// draws it, and a run that mixes them with other characters is drawn as text.
/// Nonisolated, as Apple's.
open class NSTextAttachment: NSObject {
    /// Core Foundation's type word; must stay the first stored property (CoreFoundationTypeInfo.swift).
    private let coreFoundationTypeInfo = CoreFoundationTypeInfo()
    /// The object replacement character, U+FFFC, that an attachment stands on (`character`).
    public static let character = 0xFFFC

    /// An attachment holding `contentData` of the type `uti` (`init(data:ofType:)`); its
    /// image is decoded from the data when drawn (PNG or JPEG).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// Attachments are not decoded here (`init(coder:)`, required as Apple's, so a subclass
    /// declares it): one from a coder is empty.
    /// - Parameter coder: The archive, not read.
    public required init?(coder: NSCoder) { super.init() }

    /// An empty attachment (`init()`).
    public override convenience init() { self.init(data: nil, ofType: nil) }

    /// An attachment showing `image` (`init(image:)`).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The data the attachment holds (`contents`).
    open var contents: Data?
    /// The type of ``contents``, a uniform type identifier (`fileType`).
    open var fileType: String?
    /// The image shown (`image`); nil shows the image decoded from ``contents``, if any.
    open var image: UIImage?
    /// The box the image is drawn in, its origin on the baseline (`bounds`): `origin.y`
    /// raises it (negative lowers it); a zero rectangle (the default) takes the image's size.
    open var bounds = CGRect.zero

    /// The image drawn in `imageBounds` (`image(forBounds:textContainer:characterIndex:)`):
    /// ``image``, else the image decoded from ``contents``.
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? {
        image ?? contents.flatMap { UIImage(data: $0) }
    }

    /// The box the attachment takes on a line (`attachmentBounds(for:proposedLineFragment:glyphPosition:characterIndex:)`):
    /// ``bounds``, or when they are zero the image's size on the baseline.
    open func attachmentBounds(
        for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint,
        characterIndex charIndex: Int
    ) -> CGRect {
        if bounds != .zero { return bounds }
        let size = image(forBounds: bounds, textContainer: textContainer, characterIndex: charIndex)?.size ?? .zero
        return CGRect(origin: .zero, size: size)
    }

    /// The attachment as the renderer lays it out and draws it.
    var rendered: TextAttachment {
        let box = attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0)
        return TextAttachment(image: image(forBounds: box, textContainer: nil, characterIndex: 0)?.renderedSource, bounds: box)
    }
}

extension NSAttributedString {
    /// The one-character string U+FFFC carrying `attachment` (`init(attachment:)`).
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
