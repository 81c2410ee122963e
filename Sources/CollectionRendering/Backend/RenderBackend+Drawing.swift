import CollectionLayout
import Foundation

extension RenderBackend {
    /// Default for ``RenderBackend/withGroup(named:_:)``: just runs `body` (raster backends
    /// need no structure).
    public func withGroup(named name: GroupName, _ body: () throws -> Void) rethrows {
        try body()
    }

    /// Fills a path with a colour, non-zero rule.
    public func fill(_ path: Path, with color: Color) {
        fill(path, with: .color(color), rule: .nonZero)
    }

    /// Strokes a path with a colour and width, other settings at their defaults.
    public func stroke(_ path: Path, with color: Color, lineWidth: CGFloat) {
        stroke(path, with: .color(color), style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Clips to a path, non-zero rule.
    public func clip(to path: Path) {
        clip(to: path, rule: .nonZero)
    }

    /// Draws the images of a text block's attachments where its layout placed them
    /// (``TextLayoutEngine/layoutWithAttachments(_:in:)``), each stretched to its box: what a
    /// backend's ``RenderBackend/drawText(_:in:)`` adds to the text, whose boxes the text
    /// engine leaves empty. An image that cannot be read draws nothing, as UIKit draws nothing
    /// for an attachment without an image.
    public func drawAttachments(_ attachments: [PlacedTextAttachment]) {
        for attachment in attachments {
            try? drawImage(attachment.image, in: attachment.frame, contentMode: .scaleToFill)
        }
    }

    /// Draws `operations` in order: the one interpreter of ``DrawingOperation``.
    /// - Throws: when an image cannot be read (the message names the path).
    public func draw(_ operations: [DrawingOperation]) throws {
        for operation in operations {
            switch operation {
            case let .fill(path, paint, rule): fill(path, with: paint, rule: rule)
            case let .stroke(path, paint, style): stroke(path, with: paint, style: style)
            case let .text(block, rect):
                try drawShadows(of: block, in: rect)
                drawText(block, in: rect)
            case let .image(image, rect, mode): try drawImage(image, in: rect, contentMode: mode)
            case let .shadow(shadow, casters, bounds): try drawShadow(shadow, of: casters, bounds: bounds)
            case .group(let group): try draw(group)
            case .backdrop(let backdrop): try draw(backdrop)
            }
        }
    }

    /// Draws the shadows `block`'s runs cast (``TextBlock/shadowCasts``) under it. Glyphs may
    /// reach past the rectangle by up to a line, so each cast's bounds leave twice the largest
    /// font size of room.
    private func drawShadows(of block: TextBlock, in rect: CGRect) throws {
        let casts = block.shadowCasts
        guard !casts.isEmpty else { return }
        let size = block.styling.runs.reduce(block.font.size) { max($0, $1.font.size) }
        let reach = rect.insetBy(dx: -2 * size, dy: -2 * size)
        for cast in casts { try drawShadow(cast.shadow, of: [.text(cast.caster, rect)], bounds: reach) }
    }

    /// Draws a backdrop: what lies beneath, in the root's space, through the filter, clipped
    /// to the shape. An unresolved backdrop (nothing beneath) draws nothing.
    private func draw(_ backdrop: BackdropDrawing) throws {
        guard !backdrop.beneath.isEmpty else { return }
        try withSavedState {
            clip(to: backdrop.shape, rule: .nonZero)
            try withBackdropFilter(backdrop.filter, bounds: backdrop.shape.controlPointBounds) {
                try withSavedState {
                    concatenate(backdrop.beneathTransform)
                    try draw(backdrop.beneath)
                }
            }
        }
    }

    /// Draws a group: placement, clips, mask, then the operations with the group's opacity
    /// — folded into the paint of a lone fill or stroke (identical result, no group layer).
    private func draw(_ group: DrawingGroup) throws {
        let alpha = min(max(group.alpha, 0), 1)
        guard alpha > 0 else { return }
        try withSavedState {
            let content = {
                for clip in group.clips { self.clip(to: clip.path, rule: clip.rule) }
                if let mask = group.mask {
                    try self.withMask(bounds: group.bounds, mask: { try self.draw(mask) }) {
                        try self.draw(group.operations, alpha: alpha, bounds: group.bounds)
                    }
                } else {
                    try self.draw(group.operations, alpha: alpha, bounds: group.bounds)
                }
            }
            switch group.placement {
            case .affine(let matrix):
                if !matrix.isIdentity { concatenate(matrix) }
                try content()
            case .projective(let homography):
                try withProjection(homography, contentBounds: group.bounds, content)
            }
        }
    }

    /// Runs `operations` with opacity `alpha`: nothing extra at 1, folded into the paint of
    /// a lone fill or stroke, else a group layer over `bounds`.
    private func draw(_ operations: [DrawingOperation], alpha: Double, bounds: CGRect) throws {
        if alpha >= 1 { return try draw(operations) }
        if operations.count == 1, let only = operations.first {
            switch only {
            case let .fill(path, paint, rule): return fill(path, with: paint.multiplyingAlpha(by: alpha), rule: rule)
            case let .stroke(path, paint, style): return stroke(path, with: paint.multiplyingAlpha(by: alpha), style: style)
            default: break
            }
        }
        try withGroupOpacity(alpha, bounds: bounds) { try draw(operations) }
    }
}
