import Foundation

/// Where and how one element appears: UIKit's `UICollectionViewLayoutAttributes`, as a
/// value type.
///
/// The geometry is center + size + transform3D, as in UIKit. Setting ``frame`` sets the
/// size and the center; reading it with a non-identity transform gives the axis-aligned
/// bounding box of the bounds rectangle transformed about the center.
///
/// Deliberate difference from UIKit: a struct, not a class. A layout can no longer alter
/// attributes it already handed out ("cached frame mismatch"), and custom animatable values
/// live in ``extras`` instead of a subclass.
///
/// `==` follows UIKit's `isEqual:`: index path, category and kind, center and size within
/// 1.19e-7, transform3D, zIndex, alpha and visibility (hidden and alpha 0 count alike),
/// plus the extras. Because of the epsilon it is not transitive.
///
/// Storage is laid out for speed: a layout makes and copies these values per element on
/// every query. The index path is kept as two plain integers (section, item) when it has
/// two indexes, as every cell's and almost every view's has, and the kind, the extras, any
/// other index path and a transform other than the identity share one reference that cells
/// do not have (nil): Foundation's `IndexPath`, a `String?` and a dictionary each made every
/// copy and destroy of a value a runtime call, which was about half of a flow layout's rect
/// query; and the transform's sixteen doubles, almost always the identity, made the value
/// 216 bytes where the rest takes 74, so that each cell's copy into a query's result was a
/// 209-byte `memmove`. The fields are ordered so that the two one-byte ones share the tail:
/// the value is 80 bytes, copied inline.
public struct LayoutAttributes: Sendable {
    /// The element's index path.
    public var indexPath: IndexPath {
        get { uncommon?.otherPath ?? IndexPath(item: item, section: section) }
        set {
            let two = newValue.count == 2
            section = two ? newValue[0] : 0
            item = two ? newValue[1] : 0
            if !two || uncommon?.otherPath != nil { updateUncommon { $0.otherPath = two ? nil : newValue } }
        }
    }
    /// The section of a two-index path (0 otherwise).
    @usableFromInline var section: Int
    /// The item of a two-index path (0 otherwise).
    @usableFromInline var item: Int
    /// The center, in collection-view content coordinates.
    public var center: CGPoint
    /// The untransformed size.
    public var size: CGSize
    /// Group opacity, 0…1.
    public var alpha: CGFloat
    /// Elements with a larger zIndex draw above; ties use the stable draw key.
    public var zIndex: Int
    /// The kind, extras, index path of other length and transform other than the identity
    /// when any is set; nil when none is.
    @usableFromInline var uncommon: Uncommon?
    /// Cell, supplementary or decoration.
    public var representedElementCategory: ElementCategory
    /// Hidden elements are not drawn.
    public var isHidden: Bool
    /// The supplementary or decoration kind; nil for cells.
    public var representedElementKind: String? {
        get { uncommon?.kind }
        set { if newValue != nil || uncommon != nil { updateUncommon { $0.kind = newValue } } }
    }
    /// The transform, applied about the center.
    ///
    /// Stored out of line (in the shared reference) unless it is the identity bit for bit,
    /// so a value read back is exactly the one set, negative zeros included.
    public var transform3D: Transform3D {
        get { uncommon?.transform ?? .identity }
        set {
            let stored = Uncommon.stored(newValue)
            if stored != nil || uncommon?.transform != nil { updateUncommon { $0.transform = stored } }
        }
    }
    /// Extra animatable values for custom layouts.
    public var extras: AnimatableExtras {
        get { uncommon?.extras ?? AnimatableExtras() }
        set { if !newValue.isEmpty || uncommon != nil { updateUncommon { $0.extras = newValue } } }
    }

    /// Attributes for an element, with UIKit's defaults: alpha 1, identity transform,
    /// zIndex 0, visible, zero frame.
    public init(
        category: ElementCategory, kind: String? = nil, indexPath: IndexPath,
        frame: CGRect = .zero
    ) {
        self.init(
            indexPath: indexPath, category: category, kind: category == .cell ? nil : kind,
            center: CGPoint(x: frame.midX, y: frame.midY), size: frame.size)
    }

    /// Attributes for a cell with a frame: the fast path layouts use per element.
    @inlinable
    public init(cellAt indexPath: IndexPath, frame: CGRect) {
        self.init(
            indexPath: indexPath, category: .cell, kind: nil,
            center: CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2), size: frame.size)
    }

    /// Attributes for the cell `[section, item]` with a frame, made without an `IndexPath`.
    @inlinable
    init(cellAtItem item: Int, section: Int, frame: CGRect) {
        self.init(
            section: section, item: item, category: .cell, kind: nil,
            center: CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2), size: frame.size)
    }

    /// Initializes `target` with this cell value made the cell `[section, item]` at
    /// `frame`: this value's bytes, then the index path, center and size stored over them.
    /// A cell holds no reference (no kind, extras, other index path or transform), so its
    /// bytes are a whole copy, made without the runtime's copy of the value; the compiler
    /// copies only the bytes the stores leave.
    @inlinable
    func initializeCell(_ target: UnsafeMutablePointer<LayoutAttributes>, item: Int, section: Int, frame: CGRect) {
        assert(uncommon == nil && representedElementCategory == .cell)
        withUnsafeBytes(of: self) {
            UnsafeMutableRawPointer(target).copyMemory(
                from: $0.baseAddress.unsafelyUnwrapped, byteCount: MemoryLayout<LayoutAttributes>.size)
        }
        target.pointee.section = section
        target.pointee.item = item
        target.pointee.center = CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        target.pointee.size = frame.size
    }

    /// An element of `size` at `center` with UIKit's defaults for the rest: alpha 1,
    /// identity transform, zIndex 0, visible, no extras.
    @inlinable
    init(indexPath: IndexPath, category: ElementCategory, kind: String?, center: CGPoint, size: CGSize) {
        self.init(section: 0, item: 0, category: category, kind: kind, center: center, size: size)
        self.indexPath = indexPath
    }

    /// The element `[section, item]`, as ``init(indexPath:category:kind:center:size:)``.
    @inlinable
    init(section: Int, item: Int, category: ElementCategory, kind: String?, center: CGPoint, size: CGSize) {
        self.section = section
        self.item = item
        self.center = center
        self.size = size
        self.alpha = 1
        self.zIndex = 0
        self.uncommon = kind.map { Uncommon(kind: $0, extras: AnimatableExtras(), otherPath: nil, transform: nil) }
        self.representedElementCategory = category
        self.isHidden = false
    }

    /// Attributes for the cell at `indexPath` (`init(forCellWith:)`).
    public init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, indexPath: indexPath)
    }

    /// Attributes for a supplementary view (`init(forSupplementaryViewOfKind:with:)`).
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.init(category: .supplementary, kind: kind, indexPath: indexPath)
    }

    /// Attributes for a decoration view (`init(forDecorationViewOfKind:with:)`).
    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.init(category: .decoration, kind: kind, indexPath: indexPath)
    }

    /// The element's identity: category, kind and index path.
    public var key: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }

    /// The untransformed frame: size around the center.
    public var untransformedFrame: CGRect {
        CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2,
            width: size.width, height: size.height)
    }

    /// The frame. Reading it with a transform gives the bounding box of the bounds rect
    /// transformed about the center (projected, for perspective); setting it sets size and
    /// center and leaves the transform alone, as UIKit does.
    public var frame: CGRect {
        get {
            guard let transform = uncommon?.transform, !transform.isIdentity else { return untransformedFrame }
            return CGRect.boundingBox(of: corners(transformedBy: transform)).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The bounds: origin zero, the untransformed size. Setting it sets the size.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of ``transform3D``; setting it replaces the whole 3D transform.
    public var transform: Transform2D {
        get { transform3D.affine }
        set { transform3D = Transform3D(newValue) }
    }

    /// The four corners of the bounds, relative to the center, after the transform
    /// (top-left, top-right, bottom-right, bottom-left). A corner behind the eye is left
    /// unprojected.
    public var transformedCorners: [CGPoint] { corners(transformedBy: transform3D) }

    /// ``transformedCorners`` for `transform`.
    private func corners(transformedBy transform: Transform3D) -> [CGPoint] {
        let w = size.width / 2, h = size.height / 2
        return [CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: w, y: h), CGPoint(x: -w, y: h)]
            .map { transform.project($0) ?? $0 }
    }

    /// Whether the element shows nothing: hidden, or fully transparent.
    public var isInvisible: Bool { isHidden || alpha == 0 }

    /// The value for an extra animatable key, as `attributes[.cornerRadius]`.
    public subscript<Value>(key: AnimatableKey<Value>) -> Value? {
        get { extras[key] }
        set { extras[key] = newValue }
    }
}

extension LayoutAttributes: Equatable {
    /// UIKit's `isEqual:`; see the type's documentation.
    public static func == (lhs: LayoutAttributes, rhs: LayoutAttributes) -> Bool {
        let epsilon: CGFloat = 1.19e-7
        guard lhs.section == rhs.section, lhs.item == rhs.item, lhs.representedElementCategory == rhs.representedElementCategory,
            lhs.uncommon === rhs.uncommon
                || lhs.uncommon?.otherPath == rhs.uncommon?.otherPath && lhs.representedElementKind == rhs.representedElementKind
                    && lhs.extras == rhs.extras,
            abs(lhs.center.x - rhs.center.x) <= epsilon, abs(lhs.center.y - rhs.center.y) <= epsilon,
            abs(lhs.size.width - rhs.size.width) <= epsilon, abs(lhs.size.height - rhs.size.height) <= epsilon,
            lhs.uncommon?.transform == nil && rhs.uncommon?.transform == nil || lhs.transform3D == rhs.transform3D,
            lhs.zIndex == rhs.zIndex,
            lhs.isInvisible == rhs.isInvisible
        else { return false }
        return lhs.isInvisible || lhs.alpha == rhs.alpha
    }
}

extension LayoutAttributes: Interpolatable {
    /// The attributes `fraction` of the way to `other`: a copy of `other` with center,
    /// size, alpha, transform3D and the extras interpolated linearly; zIndex and hidden
    /// take the destination's values (they do not interpolate in UIKit).
    public func interpolated(to other: LayoutAttributes, fraction: Double) -> LayoutAttributes {
        var result = other
        result.center = center.interpolated(to: other.center, fraction: fraction)
        result.size = size.interpolated(to: other.size, fraction: fraction)
        result.alpha = alpha.interpolated(to: other.alpha, fraction: fraction)
        // Without a transform or extras on either side both stay the identity and empty;
        // otherwise both are set in one change of the shared reference.
        guard uncommon != nil || other.uncommon != nil else { return result }
        let transform = transform3D.interpolated(to: other.transform3D, fraction: fraction)
        let extras = extras.interpolated(to: other.extras, fraction: fraction)
        result.updateUncommon {
            $0.transform = Uncommon.stored(transform)
            $0.extras = extras
        }
        return result
    }
}

extension LayoutAttributes: CustomStringConvertible {
    /// `cell [0, 3] frame (10.0, 10.0, 100.0, 100.0) alpha 1.0 z 0`.
    public var description: String {
        let f = frame
        var text = "\(key) frame (\(f.minX), \(f.minY), \(f.width), \(f.height))"
        if alpha != 1 { text += " alpha \(alpha)" }
        if zIndex != 0 { text += " z \(zIndex)" }
        if isHidden { text += " hidden" }
        if !transform3D.isIdentity { text += " transform3D \(transform3D.rowMajor)" }
        return text
    }
}

extension LayoutAttributes {
    /// What most elements lack: a kind, extras, an index path without two indexes, a
    /// transform other than the identity. Never changed once made (a change makes a new
    /// one), so values can share it.
    @usableFromInline
    final class Uncommon: Sendable {
        /// The supplementary or decoration kind.
        let kind: String?
        /// Extra animatable values.
        let extras: AnimatableExtras
        /// The index path when it does not have two indexes.
        let otherPath: IndexPath?
        /// The transform unless it is the identity bit for bit (nil).
        let transform: Transform3D?

        @usableFromInline
        init(kind: String?, extras: AnimatableExtras, otherPath: IndexPath?, transform: Transform3D?) {
            self.kind = kind
            self.extras = extras
            self.otherPath = otherPath
            self.transform = transform
        }

        /// How ``transform`` stores `transform`: nil for the identity bit for bit (a
        /// negative zero is kept, so it reads back as set).
        static func stored(_ transform: Transform3D) -> Transform3D? {
            transform.isIdentityBitForBit ? nil : transform
        }
    }

    /// Sets ``uncommon`` to its values after `change`, nil when none is set.
    @usableFromInline
    mutating func updateUncommon(
        _ change: (inout (kind: String?, extras: AnimatableExtras, otherPath: IndexPath?, transform: Transform3D?)) -> Void
    ) {
        var values = (
            kind: uncommon?.kind, extras: uncommon?.extras ?? AnimatableExtras(), otherPath: uncommon?.otherPath,
            transform: uncommon?.transform
        )
        change(&values)
        let none = values.kind == nil && values.extras.isEmpty && values.otherPath == nil && values.transform == nil
        uncommon =
            none
            ? nil
            : Uncommon(kind: values.kind, extras: values.extras, otherPath: values.otherPath, transform: values.transform)
    }
}
