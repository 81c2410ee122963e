import CollectionRendering
import Foundation

extension CGContext {
    // MARK: Paths

    /// Fills the current path and empties it (`fillPath(using:)`).
    public func fillPath(using rule: CGPathFillRule = .winding) {
        guard let path = takeUserPath() else { return }
        draw(.fill(path, fillPaint, rule: rule == .evenOdd ? .evenOdd : .nonZero))
    }

    /// Strokes the current path with the line settings and empties it (`strokePath()`).
    public func strokePath() {
        guard let path = takeUserPath() else { return }
        draw(.stroke(path, strokePaint, state.stroke))
    }

    /// Fills and/or strokes the current path and empties it (`drawPath(using:)`).
    public func drawPath(using mode: CGPathDrawingMode) {
        guard let path = takeUserPath() else { return }
        if let rule = mode.fillRule { draw(.fill(path, fillPaint, rule: rule)) }
        if mode.strokes { draw(.stroke(path, strokePaint, state.stroke)) }
    }

    // MARK: Shapes

    /// Fills a rectangle (`fill(_:)`).
    public func fill(_ rect: CGRect) { draw(.fill(.rect(rect), fillPaint)) }

    /// Fills rectangles (`fill(_:)`).
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

    /// Strokes a rectangle (`stroke(_:)`).
    public func stroke(_ rect: CGRect) { draw(.stroke(.rect(rect), strokePaint, state.stroke)) }

    /// Strokes a rectangle `width` wide, setting the line width (`stroke(_:width:)`).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        setLineWidth(width)
        stroke(rect)
    }

    /// Fills an ellipse (`fillEllipse(in:)`).
    public func fillEllipse(in rect: CGRect) { draw(.fill(.ellipse(rect), fillPaint)) }

    /// Strokes an ellipse (`strokeEllipse(in:)`).
    public func strokeEllipse(in rect: CGRect) { draw(.stroke(.ellipse(rect), strokePaint, state.stroke)) }

    /// Strokes the segments between pairs of points (`strokeLineSegments(between:)`).
    public func strokeLineSegments(between points: [CGPoint]) {
        var elements: [PathElement] = []
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            elements += [.move(to: points[index]), .line(to: points[index + 1])]
        }
        guard !elements.isEmpty else { return }
        draw(.stroke(.bezier(elements), strokePaint, state.stroke))
    }

    // MARK: Clipping

    /// Intersects the clip with the current path and empties it (`clip(using:)`).
    public func clip(using rule: CGPathFillRule = .winding) {
        defer { path = CGMutablePath() }
        state.clips.append(Clip(.bezier(path.elements), rule: rule == .evenOdd ? .evenOdd : .nonZero))
    }

    /// Intersects the clip with a rectangle (`clip(to:)`).
    public func clip(to rect: CGRect) {
        state.clips.append(Clip(Path.rect(rect).applying(state.ctm)))
    }

    /// Intersects the clip with the union of rectangles (`clip(to:)`).
    public func clip(to rects: [CGRect]) {
        let union = rects.flatMap { Path.rect($0).applying(state.ctm).elements }
        state.clips.append(Clip(.bezier(union)))
    }

    /// Maps `mask` into `rect` and intersects the clip with it (`clip(to:mask:)`): the mask
    /// is placed as ``draw(_:in:)`` places an image (its first row at the rectangle's maximum
    /// y) and scaled to fill it, and what is drawn next keeps the coverage it gives — an image
    /// mask's samples inverted, a grey image's grey values (docs/REFERENCE.md §22.6).
    /// Nothing shows outside `rect`. Saved and restored with the rest of the clip.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard let coverage = inDeviceSpace(Self.upright(mask.maskCoverage, in: rect)) else {
            state.clips.append(Clip(.bezier([])))
            return
        }
        state.masks.append(coverage)
    }

    /// The clip's bounding box, in user space (`boundingBoxOfClipPath`).
    public var boundingBoxOfClipPath: CGRect {
        var box = CGRect(origin: .zero, size: size)
        for clip in state.clips { box = box.intersection(clip.path.controlPointBounds) }
        for mask in state.masks { box = box.intersection(Painter.bounds(of: [mask]) ?? .null) }
        return box.isNull ? box : box.applying(state.ctm.inverted())
    }

    // MARK: Images

    /// Draws `image` stretched over `rect` (`draw(_:in:)`), its first row at the rectangle's
    /// maximum y, as Core Graphics draws it — upright in a bitmap context's own coordinates,
    /// upside down in UIKit's flipped ones.
    ///
    /// An image mask (``CGImage/isMask``) paints the fill colour where its samples let it,
    /// as Core Graphics draws one.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard image.isMask else { return draw(Self.upright(image.bitmap, in: rect)) }
        let coverage = Self.upright(image.bitmap, in: rect)
        draw(.group(DrawingGroup(mask: [coverage], bounds: rect, operations: [.fill(.rect(rect), fillPaint)])))
    }

    /// `bitmap` stretched over `rect` with its first row at the rectangle's maximum y, as
    /// Core Graphics places an image (in user space).
    static func upright(_ bitmap: Bitmap, in rect: CGRect) -> DrawingOperation {
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
        let drawn = DrawingOperation.image(ImageSource(bitmap: bitmap), rect, .scaleToFill)
        return .group(DrawingGroup(placement: .affine(flip), bounds: rect, operations: [drawn]))
    }

    // MARK: Gradients

    /// Fills the clip with a linear gradient from `start` to `end`
    /// (`drawLinearGradient(_:start:end:options:)`); the end colours extend only as
    /// `options` say.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        fillDevice(with: Gradient(.linear(start: start, end: end), stops: gradient.stops, options: options))
    }

    /// Fills the clip with a gradient between two circles
    /// (`drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let kind = Gradient.Kind.radial(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius)
        fillDevice(with: Gradient(kind, stops: gradient.stops, options: options))
    }

    private func fillDevice(with gradient: Gradient) {
        guard let area = deviceInUserSpace else { return }
        draw(.fill(.rect(area), .gradient(gradient)))
    }
}

extension Gradient {
    /// A gradient extended at its ends as Core Graphics' drawing options say.
    init(_ kind: Kind, stops: [Stop], options: CGGradientDrawingOptions) {
        self.init(
            kind, stops: stops, extendsBeforeStart: options.contains(.drawsBeforeStartLocation),
            extendsAfterEnd: options.contains(.drawsAfterEndLocation))
    }
}
