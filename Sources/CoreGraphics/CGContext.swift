import CollectionRendering
import Foundation

// Implementation-only: a package compiled after our modules that tests `canImport(UIKit)`
// imports them with no module maps for the C libraries behind the renderer and codecs
// (docs/ARCHITECTURE.md, "What stays out of products"), so no public declaration may
// mention them. `CGContext` is `public`, not `open`: no client lays out its stored
// properties, which is what makes this safe without library evolution.
@_implementationOnly import CairoRendering

/// A Core Graphics drawing context (`CGContext`): a graphics state (transform, clip,
/// colours, line settings, alpha, shadow) and a current path, with Core Graphics' calls.
///
/// Everything drawn is recorded as the renderer's drawing values, in the context's device
/// space (points, y down), so a layer's drawing stays vector in PDF and SVG. A bitmap
/// context — `init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`, or
/// the ones `UIGraphicsImageRenderer` and `UIGraphicsBeginImageContext` make — also draws
/// each call onto its pixels as it is made, so `data` and ``makeImage()`` can be read at any
/// moment.
///
/// A bitmap context made from bytes has Core Graphics' own coordinates: origin at the
/// bottom left, y up, one unit a pixel. UIKit's contexts start flipped to UIKit's (origin at
/// the top left, y down, one unit a point); `ctm` reports either as Core Graphics does.
/// Deliberate differences: blend modes, `CGPattern`, PDF contexts and glyph drawing are not
/// declared (a UIKit pattern colour fills and strokes); colours are sRGB.
public class CGContext: @unchecked Sendable {
    /// The graphics state `saveGState()` keeps.
    struct GState {
        /// User space to device points.
        var ctm: CGAffineTransform
        /// Clips, in device points.
        var clips: [Clip] = []
        /// Mask clips (`clip(to:mask:)`): drawings in device points whose alpha is coverage.
        var masks: [DrawingOperation] = []
        /// What fills paint; a pattern's tiles are placed in device points.
        var fill = Paint.color(.black)
        /// What strokes paint; a pattern's tiles are placed in device points.
        var strokePaint = Paint.color(.black)
        var stroke = StrokeStyle()
        var alpha: CGFloat = 1
        /// The shadow, its offset and blur in device points.
        var shadow: Shadow?
        var interpolationQuality = CGInterpolationQuality.default
    }

    var state: GState
    private var savedStates: [GState] = []
    /// The current path, in device points (Core Graphics transforms points as they are added).
    var path = CGMutablePath()
    /// Everything drawn, in device points, in order.
    package private(set) var recordedOperations: [DrawingOperation] = []
    /// The device's size in points.
    package let size: CGSize
    /// Pixels per point.
    package let scale: CGFloat
    /// The pixels, for a bitmap context.
    let canvas: RasterCanvas?
    /// Where the pixels go besides the canvas: a caller's bytes in their layout.
    let target: BitmapTarget?

    init(size: CGSize, scale: CGFloat, flipped: Bool, canvas: RasterCanvas?, target: BitmapTarget?) {
        self.size = size
        self.scale = scale
        self.canvas = canvas
        self.target = target
        state = GState(ctm: flipped ? CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height) : .identity)
    }

    /// A context that only records, for a layer's `draw(in:)`: device points are the
    /// layer's coordinates (y down) over `size`.
    package convenience init(recordingSize size: CGSize) {
        self.init(size: size, scale: 1, flipped: false, canvas: nil, target: nil)
    }

    /// A UIKit image context (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContext`):
    /// `size` points at `scale`, y down, transparent (or opaque black, as UIKit starts an
    /// opaque one). Nil when the pixel size is empty or beyond Cairo's 32,767 per side.
    package convenience init?(imageSize size: CGSize, scale: CGFloat, opaque: Bool) {
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 32_767, h <= 32_767, scale > 0,
            let canvas = try? RasterCanvas(pixelWidth: Int(w), pixelHeight: Int(h), scale: scale)
        else { return nil }
        self.init(size: size, scale: scale, flipped: false, canvas: canvas, target: nil)
        if opaque { try? canvas.draw([.fill(.rect(CGRect(origin: .zero, size: size)), .color(.black))]) }
    }

    // MARK: Recording

    /// Records `operation`, drawn in user space, under the current transform, clip, alpha
    /// and shadow, and draws it on the pixels of a bitmap context.
    package func draw(_ operation: DrawingOperation) {
        guard let placedOperation = inDeviceSpace(operation) else { return }
        var content = [placedOperation]
        if let shadow = state.shadow, let cast = Painter.bounds(of: content) {
            content.insert(.shadow(shadow, content, bounds: cast), at: 0)
        }
        var placed: DrawingOperation
        if state.clips.isEmpty, state.masks.isEmpty, state.alpha >= 1, content.count == 1, let only = content.first {
            placed = only
        } else {
            let bounds = Painter.bounds(of: content) ?? .zero
            placed = .group(DrawingGroup(clips: state.clips, alpha: Double(max(0, state.alpha)), bounds: bounds, operations: content))
            // Each mask multiplies the coverage, so nesting them intersects them.
            for mask in state.masks { placed = .group(DrawingGroup(mask: [mask], bounds: bounds, operations: [placed])) }
        }
        recordedOperations.append(placed)
        guard let canvas else { return }
        try? canvas.draw([placed])
        target?.store(canvas)
    }

    /// `operation`, drawn in user space, placed in device points by the current transform;
    /// nil when it draws nothing.
    func inDeviceSpace(_ operation: DrawingOperation) -> DrawingOperation? {
        guard let reach = Painter.bounds(of: [operation]) else { return nil }
        return state.ctm.isIdentity
            ? operation : .group(DrawingGroup(placement: .affine(state.ctm), bounds: reach, operations: [operation]))
    }

    /// The user-space rectangle covering the whole device (what a gradient fills), or nil
    /// when the transform has no inverse.
    var deviceInUserSpace: CGRect? {
        let t = state.ctm
        guard abs(t.a * t.d - t.b * t.c) > 1e-12 else { return nil }
        return CGRect(origin: .zero, size: size).applying(t.inverted())
    }

    // MARK: State

    /// Pushes a copy of the graphics state (`saveGState()`).
    public func saveGState() { savedStates.append(state) }

    /// Restores the last saved graphics state (`restoreGState()`); nothing without one.
    public func restoreGState() {
        if let last = savedStates.popLast() { state = last }
    }

    /// Nothing to flush: drawing reaches the pixels at once (`flush()`).
    public func flush() {}

    /// Nothing to synchronise (`synchronize()`).
    public func synchronize() {}
}

/// How image pixels are interpolated when scaled (`CGInterpolationQuality`); kept, drawn
/// with the renderer's filter.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The default.
    case `default` = 0
    /// None.
    case none = 1
    /// Low.
    case low = 2
    /// Medium.
    case medium = 4
    /// High.
    case high = 3
}
