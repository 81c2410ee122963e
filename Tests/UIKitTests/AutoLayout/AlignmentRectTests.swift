import Foundation
import Testing
import UIKit

/// Auto Layout aligns alignment rectangles, not frames ("Auto Layout Guide", Apple: a view's
/// constraints and intrinsic size concern the rectangle ``UIView/alignmentRectInsets`` cut
/// from its frame). Frames worked by hand: the alignment rectangle the constraints give,
/// grown by the insets.
@Suite struct AlignmentRectTests {
    /// Insets of 2 at the top, 4 on the left, 6 at the bottom and 8 on the right.
    static let insets = UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8)

    /// A view whose content is 100 × 40 inside ornaments (``insets``).
    final class OrnamentedView: UIView {
        override var alignmentRectInsets: UIEdgeInsets { AlignmentRectTests.insets }
        override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 40) }
    }

    /// The same view, described by the two methods instead of the insets.
    final class TransformedView: UIView {
        override func alignmentRect(forFrame frame: CGRect) -> CGRect {
            CGRect(x: frame.minX + 4, y: frame.minY + 2, width: frame.width - 12, height: frame.height - 8)
        }
        override func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
            CGRect(x: alignmentRect.minX - 4, y: alignmentRect.minY - 2, width: alignmentRect.width + 12, height: alignmentRect.height + 8)
        }
        override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 40) }
    }

    /// A 320 × 480 root with `view` constrained in it.
    static func root(with view: UIView) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addConstrainedSubview(view)
        return root
    }

    @Test func theDefaultMethodsInsetAndOutsetByTheInsets() {
        let view = OrnamentedView()
        let frame = CGRect(x: 10, y: 20, width: 112, height: 48)
        #expect(view.alignmentRect(forFrame: frame) == CGRect(x: 14, y: 22, width: 100, height: 40))
        #expect(view.frame(forAlignmentRect: CGRect(x: 14, y: 22, width: 100, height: 40)) == frame)
        #expect(UIView().alignmentRectInsets == .zero)
    }

    /// The insets, or the two methods describing the same rectangle (`TransformedView`).
    @Test(arguments: [false, true]) func leadingAndTopEdgesPlaceTheContentNotTheFrame(describedByMethods: Bool) {
        let view: UIView = describedByMethods ? TransformedView() : OrnamentedView()
        let root = Self.root(with: view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        // Content 100 × 40 at (10, 20); the frame reaches 4 left, 2 up, 8 right, 6 down.
        #expect(view.frame == CGRect(x: 6, y: 18, width: 112, height: 48))
    }

    @Test func trailingBottomAndCentresToo() {
        let corner = OrnamentedView(), centred = OrnamentedView()
        let root = Self.root(with: corner)
        root.addConstrainedSubview(centred)
        NSLayoutConstraint.activate([
            corner.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            corner.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
            centred.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            centred.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        // Content right edge 310, bottom 460: frame right 318, bottom 466.
        #expect(corner.frame == CGRect(x: 206, y: 418, width: 112, height: 48))
        // Content centred at (160, 240): 110…210 × 220…260, frame 106…218 × 218…266.
        #expect(centred.frame == CGRect(x: 106, y: 218, width: 112, height: 48))
    }

    @Test func rightToLeftLeadingIsTheContentsRightEdge() {
        let view = OrnamentedView()
        let root = Self.root(with: view)
        root.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // Content right edge 320 − 10 = 310; the right inset is still the physical right (8).
        #expect(view.frame.origin.x == 206)
        #expect(view.frame.maxX == 318)
    }

    @Test func viewsAlignTheirContentToEachOther() {
        let plain = UIView(), ornamented = OrnamentedView()
        let root = Self.root(with: plain)
        root.addConstrainedSubview(ornamented)
        NSLayoutConstraint.activate([
            plain.leadingAnchor.constraint(equalTo: root.leadingAnchor), plain.topAnchor.constraint(equalTo: root.topAnchor),
            plain.widthAnchor.constraint(equalToConstant: 50), plain.heightAnchor.constraint(equalToConstant: 30),
            ornamented.leadingAnchor.constraint(equalTo: plain.trailingAnchor),
            ornamented.topAnchor.constraint(equalTo: plain.bottomAnchor),
            ornamented.widthAnchor.constraint(equalTo: plain.widthAnchor),
        ])
        root.layoutIfNeeded()
        // Content from (50, 30), as wide as the plain view (50): frame 46…108 × 28…76.
        #expect(ornamented.frame == CGRect(x: 46, y: 28, width: 62, height: 48))
    }

    @Test func theInstallingViewsOwnEdgesAreItsContents() {
        let container = OrnamentedView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = container.addConstrainedSubview(UIView())
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 4, y: 2, width: 188, height: 92))
    }

    @Test func framesFromMasksAndMarginGuidesStayOnTheFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let placed = OrnamentedView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(placed)
        let follower = root.addConstrainedSubview(UIView()), inMargins = root.addConstrainedSubview(UIView())
        NSLayoutConstraint.activate([
            // The mask keeps the frame where it was set; its content's right edge is 60 − 8.
            follower.leadingAnchor.constraint(equalTo: placed.trailingAnchor), follower.topAnchor.constraint(equalTo: root.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalToConstant: 10),
            // The margins guide of an ornamented view: 8 from its bounds, insets or not.
            inMargins.leadingAnchor.constraint(equalTo: placed.layoutMarginsGuide.leadingAnchor),
            inMargins.topAnchor.constraint(equalTo: root.topAnchor), inMargins.widthAnchor.constraint(equalToConstant: 10),
            inMargins.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(placed.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(follower.frame.minX == 52)
        #expect(inMargins.frame.minX == 18)
    }

    @Test func anImageViewAlignsItsImagesContent() {
        let image = UIImage(systemName: "star")?.withAlignmentRectInsets(UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        let view = UIImageView(image: image)
        #expect(image?.alignmentRectInsets == UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(image?.size == CGSize(width: 20, height: 20))
        #expect(view.alignmentRectInsets == UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        // The intrinsic size is the alignment rectangle's: 20 less 2 + 2.
        #expect(view.intrinsicContentSize == CGSize(width: 16, height: 16))
        let root = Self.root(with: view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        // Content 16 × 16 at (10, 10): the frame is the image's 20 × 20 at (8, 8).
        #expect(view.frame == CGRect(x: 8, y: 8, width: 20, height: 20))
    }
}
